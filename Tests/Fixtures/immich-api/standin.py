"""A stand-in Immich server for Carousel's tests, on 127.0.0.1: it answers the requests
Carousel makes as Immich's API document (immich-api-3.1.0.json, beside this file) says, from a
library the test writes as JSON (read again at every request, so the test can change it), and
checks every request it gets and every answer it gives against that document.

    python3 standin.py PORT LIBRARY LOG

LOG gets a line `listening PORT` once it listens, a line `request METHOD PATH` a request, and a
line `violation ...` for each way a request or an answer breaks the document (the tests expect
none). The library: {"version": [3, 1, 0], "key": "...", "fault": null | "500" |
"invalid-json", "faultPaths": ["/api/..."], "drift": [fields left out of each asset, which
the checks must find], "albums": [{"id", "name", "assets": [ids]}],
"people": [{"id", "name"}], "tags": [{"id", "name", "value"}], "memories": [{"id", "year",
"assets": [ids]}], "assets": [{"id", "name", "file", "taken", "favorite", "visibility",
"people": [ids], "tags": [ids], "city", "country", "description", "type" ("IMAGE" or
"VIDEO"), "live" (the id of its Live Photo clip: an asset of type VIDEO, visibility
"hidden")}]}. Videos are served as the asset's file by `/video/playback` too.
"""
import http.server
import json
import random
import sys
import urllib.parse

import immich_schema

DOCUMENT = immich_schema.load()
OWNER = "7b3d0c1e-5a6f-4b7c-9d8e-0f1a2b3c4d5e"
STAMP = "2026-01-01T00:00:00.000Z"


def log(line):
    with open(sys.argv[3], "a", encoding="utf-8") as file:
        file.write(line + "\n")


def library():
    with open(sys.argv[2], encoding="utf-8") as file:
        return json.load(file)


def user():
    return {"avatarColor": "primary", "email": "frame@example.org", "id": OWNER, "name": "Frame",
            "profileChangedAt": STAMP, "profileImagePath": ""}


def person(entry):
    return {"birthDate": None, "id": entry["id"], "isHidden": False, "name": entry["name"],
            "thumbnailPath": "/thumbs/" + entry["id"] + ".jpeg", "updatedAt": STAMP}


def asset(entry, lib):
    people = [person(p) for p in lib.get("people", []) if p["id"] in entry.get("people", [])]
    tags = [{"createdAt": STAMP, "id": t["id"], "name": t["name"], "updatedAt": STAMP,
             "value": t.get("value", t["name"])}
            for t in lib.get("tags", []) if t["id"] in entry.get("tags", [])]
    visibility = entry.get("visibility", "timeline")
    answer = {
        "checksum": entry.get("checksum", "c2hhMS0" + entry["id"][:8]), "createdAt": STAMP,
        "duration": 3000 if entry.get("type") == "VIDEO" else None, "fileCreatedAt": entry.get("taken", STAMP),
        "fileModifiedAt": entry.get("taken", STAMP), "hasMetadata": True, "height": 48,
        "id": entry["id"], "isArchived": visibility == "archive", "isEdited": False,
        "isFavorite": entry.get("favorite", False), "isOffline": False,
        "isTrashed": entry.get("trashed", False), "localDateTime": entry.get("taken", STAMP),
        "originalFileName": entry["name"], "originalMimeType": "video/mp4" if entry.get("type") == "VIDEO" else "image/png",
        "originalPath": "/upload/" + entry["name"], "ownerId": OWNER, "people": people,
        "tags": tags, "thumbhash": entry.get("thumbhash", "1QcSHQRnh493V4dIh4eXh1h4kJUI"),
        "type": entry.get("type", "IMAGE"), "updatedAt": STAMP, "visibility": visibility,
        "width": 64,
        "exifInfo": {"city": entry.get("city"), "country": entry.get("country"),
                     "state": entry.get("state"), "description": entry.get("description", ""),
                     "dateTimeOriginal": entry.get("taken"), "fileSizeInByte": entry.get("size")},
    }
    if entry.get("live"):
        answer["livePhotoVideoId"] = entry["live"]
    for name in lib.get("drift", []):
        answer.pop(name, None)
    return answer


def album(entry, lib):
    return {"albumName": entry["name"], "albumThumbnailAssetId": None,
            "albumUsers": [{"role": "editor", "user": user()}],
            "assetCount": len(entry.get("assets", [])), "createdAt": STAMP, "description": "",
            "hasSharedLink": False, "id": entry["id"], "isActivityEnabled": True,
            "shared": False, "updatedAt": STAMP}


def matching(body, lib):
    """The library's assets a search's `body` chooses, in the library's order."""
    chosen = []
    for entry in lib.get("assets", []):
        if entry.get("trashed"):
            continue
        if "visibility" in body and entry.get("visibility", "timeline") != body["visibility"]:
            continue
        if "type" in body and entry.get("type", "IMAGE") != body["type"]:
            continue
        if body.get("isFavorite") is not None and entry.get("favorite", False) != body["isFavorite"]:
            continue
        if any(entry["id"] not in next((a.get("assets", []) for a in lib.get("albums", [])
                                        if a["id"] == wanted), []) for wanted in body.get("albumIds", [])):
            continue
        if any(wanted not in entry.get("people", []) for wanted in body.get("personIds", [])):
            continue
        if any(wanted not in entry.get("tags", []) for wanted in body.get("tagIds", [])):
            continue
        chosen.append(entry)
    return chosen


def search(body, lib):
    chosen = matching(body, lib)
    page, size = body.get("page", 1), body.get("size", 250)
    items = chosen[(page - 1) * size: page * size]
    more = page * size < len(chosen)
    return {"albums": {"count": 0, "facets": [], "items": [], "total": 0},
            "assets": {"count": len(items), "facets": [], "items": [asset(e, lib) for e in items],
                       "nextPage": str(page + 1) if more else None, "total": len(chosen)}}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *arguments):
        pass

    def do_GET(self):
        self.answer("GET", None)

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        self.answer("POST", self.rfile.read(length))

    def answer(self, method, raw):
        lib = library()
        url = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(url.query, keep_blank_values=True))
        log(f"request {method} {self.path}")
        spec = immich_schema.endpoint(DOCUMENT, method, url.path)
        if spec is None:
            log(f"violation: {method} {url.path} is not an endpoint Carousel uses")
            return self.send(404, {"message": "Not Found", "statusCode": 404})
        for name in query:
            if name not in spec["query"]:
                log(f"violation: {method} {url.path}: no query parameter {name}")
        body = None
        if raw is not None:
            try:
                body = json.loads(raw)
            except ValueError:
                log(f"violation: {method} {url.path}: the body is not JSON")
                return self.send(400, {"message": "Bad Request", "statusCode": 400})
            for line in immich_schema.errors(body, spec["request"], DOCUMENT, "request"):
                log(f"violation: {method} {url.path}: {line}")
            model = spec["request"]["$ref"].split("/")[-1]
            unknown = set(body) - set(DOCUMENT["$defs"][model]["properties"])
            if unknown:
                log(f"violation: {method} {url.path}: unknown fields {sorted(unknown)}")
        if url.path != "/api/server/version" and self.headers.get("x-api-key") != lib["key"]:
            return self.send(401, {"error": "Unauthorized", "message": "Invalid API key",
                                   "statusCode": 401})
        if lib.get("fault") and any(url.path.startswith(p) for p in lib.get("faultPaths", ["/api/"])):
            if lib["fault"] == "500":
                return self.send(500, {"message": "Internal server error", "statusCode": 500})
            return self.send_bytes(200, b'{"assets": {"items": [', "application/json")
        if spec["response"] == "binary":
            return self.picture(url.path, query, lib)
        major, minor, patch = lib.get("version", [3, 1, 0])
        answers = {
            "/api/server/version": lambda: {"major": major, "minor": minor, "patch": patch,
                                            "prerelease": None},
            "/api/albums": lambda: [album(a, lib) for a in lib.get("albums", [])],
            "/api/tags": lambda: [{"createdAt": STAMP, "id": t["id"], "name": t["name"],
                                   "updatedAt": STAMP, "value": t.get("value", t["name"])}
                                  for t in lib.get("tags", [])],
            "/api/people": lambda: self.people(query, lib),
            "/api/memories": lambda: [
                {"assets": [asset(e, lib) for e in lib.get("assets", []) if e["id"] in m["assets"]],
                 "createdAt": STAMP, "data": {"year": m["year"]}, "id": m["id"], "isSaved": False,
                 "memoryAt": STAMP, "ownerId": OWNER, "type": "on_this_day", "updatedAt": STAMP}
                for m in lib.get("memories", [])],
            "/api/search/metadata": lambda: search(body, lib),
            "/api/search/random": lambda: [
                asset(e, lib) for e in random.sample(
                    matching(body, lib), min(body.get("size", 250), len(matching(body, lib))))],
        }
        answer = answers[url.path]()
        for line in immich_schema.errors(answer, spec["response"], DOCUMENT, "answer"):
            log(f"violation: {method} {url.path}: {line}")
        self.send(200, answer)

    def people(self, query, lib):
        page, size = int(query.get("page", "1")), int(query.get("size", "500"))
        everyone = lib.get("people", [])
        return {"hasNextPage": page * size < len(everyone), "hidden": 0,
                "people": [person(p) for p in everyone[(page - 1) * size: page * size]],
                "total": len(everyone)}

    def picture(self, path, query, lib):
        identifier = path.split("/")[3]
        entry = next((e for e in lib.get("assets", []) if e["id"] == identifier), None)
        if path.endswith("/thumbnail") and query.get("size") not in \
                DOCUMENT["$defs"]["AssetMediaSize"]["enum"]:
            log(f"violation: GET {path}: size {query.get('size')!r}")
        if entry is None:
            return self.send(404, {"message": "Not found or no asset.read access", "statusCode": 400})
        video = entry.get("type") == "VIDEO"
        if path.endswith("/video/playback") and not video:
            log(f"violation: GET {path}: the playback of an asset that is no video")
            return self.send(400, {"message": "Asset is not a video", "statusCode": 400})
        with open(entry["file"], "rb") as file:
            self.send_bytes(200, file.read(), "video/mp4" if video else "image/png")

    def send(self, status, answer):
        self.send_bytes(status, json.dumps(answer).encode(), "application/json; charset=utf-8")

    def send_bytes(self, status, data, kind):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


server = http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
log(f"listening {server.server_address[1]}")
server.serve_forever()
