"""The kept part of Immich's API document (immich-api-3.1.0.json) and a validator of answers
against it: the JSON-schema keywords that document uses (type, properties, required, items,
anyOf, enum, $ref, minimum, maximum, minItems, format uuid, date and date-time), nothing more.
"""
import json
import os
import re

DOCUMENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "immich-api-3.1.0.json")

_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$")
_DATE = re.compile(r"^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$")
_DATE_TIME = re.compile(
    r"^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?"
    r"(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$")
_TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}
_KNOWN = {"type", "properties", "required", "items", "anyOf", "enum", "$ref", "minimum",
          "maximum", "minItems", "format", "title", "description", "default", "examples"}


def load():
    with open(DOCUMENT, encoding="utf-8") as file:
        return json.load(file)


def errors(value, schema, document, where="$"):
    """Every way `value` breaks `schema` (a list of lines; empty when it does not)."""
    unknown = set(schema) - _KNOWN
    if unknown:
        return [f"{where}: the validator does not know {sorted(unknown)}"]
    if "$ref" in schema:
        name = schema["$ref"].split("/")[-1]
        return errors(value, document["$defs"][name], document, where)
    if "anyOf" in schema:
        tried = [errors(value, option, document, where) for option in schema["anyOf"]]
        return [] if any(not found for found in tried) else [
            f"{where}: matches none of anyOf ({'; '.join(found[0] for found in tried)})"]
    found = []
    kind = schema.get("type")
    if kind is not None and not _TYPES[kind](value):
        return [f"{where}: {json.dumps(value)[:60]} is not {kind}"]
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{where}: {value!r} is not one of {schema['enum']}")
    if "minimum" in schema and isinstance(value, (int, float)) and value < schema["minimum"]:
        found.append(f"{where}: {value} < {schema['minimum']}")
    if "maximum" in schema and isinstance(value, (int, float)) and value > schema["maximum"]:
        found.append(f"{where}: {value} > {schema['maximum']}")
    form = schema.get("format")
    if form and isinstance(value, str):
        pattern = {"uuid": _UUID, "date": _DATE, "date-time": _DATE_TIME}.get(form)
        if pattern is None:
            found.append(f"{where}: the validator does not know the format {form}")
        elif not pattern.match(value):
            found.append(f"{where}: {value!r} is not a {form}")
    if isinstance(value, dict):
        for name in schema.get("required", []):
            if name not in value:
                found.append(f"{where}: {name} is missing")
        for name, inner in schema.get("properties", {}).items():
            if name in value:
                found += errors(value[name], inner, document, f"{where}.{name}")
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            found.append(f"{where}: fewer than {schema['minItems']} items")
        for index, item in enumerate(value):
            found += errors(item, schema.get("items", {}), document, f"{where}[{index}]")
    return found


def endpoint(document, method, path):
    """The kept document's endpoint for `method` and `path` (ids made `{id}`), or None."""
    name = method + " " + re.sub(r"^/api/assets/[^/]+/", "/api/assets/{id}/", path)
    return document["endpoints"].get(name)
