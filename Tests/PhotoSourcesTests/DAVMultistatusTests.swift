import Testing

@testable import PhotoSources

/// PROPFIND answers read (``DAVMultistatus``): the DAV: namespace under any prefix or as the
/// default, folders told from files, entities decoded; hostile answers bounded and never
/// taken for what they are not.
@Suite struct DAVMultistatusTests {
  /// rclone's answer, Nextcloud's (`d:` with other namespaces beside), and the default
  /// namespace with a property's prefix declared on the element itself.
  @Test(arguments: [
    (
      "rclone",
      "<?xml version=\"1.0\"?><D:multistatus xmlns:D=\"DAV:\"><D:response><D:href>/</D:href>"
        + "<D:propstat><D:prop><D:resourcetype><D:collection xmlns:D=\"DAV:\"/></D:resourcetype>"
        + "</D:prop></D:propstat></D:response><D:response><D:href>/a%20b.jpg</D:href><D:propstat>"
        + "<D:prop><D:getetag>\"e1\"</D:getetag><D:getcontentlength>12</D:getcontentlength>"
        + "<D:getlastmodified>Thu, 03 Dec 2026 08:34:36 GMT</D:getlastmodified>"
        + "<D:resourcetype></D:resourcetype></D:prop></D:propstat></D:response></D:multistatus>"
    ),
    (
      "nextcloud",
      "<d:multistatus xmlns:d=\"DAV:\" xmlns:s=\"http://sabredav.org/ns\" "
        + "xmlns:oc=\"http://owncloud.org/ns\"><d:response><d:href>/</d:href><d:propstat><d:prop>"
        + "<d:resourcetype><d:collection/></d:resourcetype></d:prop></d:propstat></d:response>"
        + "<d:response><d:href>/a%20b.jpg</d:href><d:propstat><d:prop><d:getetag>&quot;e1&quot;"
        + "</d:getetag><oc:getcontentlength>99</oc:getcontentlength><d:getcontentlength>12"
        + "</d:getcontentlength><d:getlastmodified>Thu, 03 Dec 2026 08:34:36 GMT"
        + "</d:getlastmodified><d:resourcetype/></d:prop></d:propstat><d:propstat><d:prop>"
        + "<d:quota-used-bytes/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>"
        + "</d:response></d:multistatus>"
    ),
    (
      "default namespace",
      "<multistatus xmlns=\"DAV:\"><response><href>/</href><propstat><prop><resourcetype>"
        + "<collection/></resourcetype></prop></propstat></response><response><href>"
        + "/a%20b.jpg</href><propstat><prop><lp1:getetag xmlns:lp1=\"DAV:\">\"e1\"</lp1:getetag>"
        + "<getcontentlength>12</getcontentlength><getlastmodified>Thu, 03 Dec 2026 08:34:36 GMT"
        + "</getlastmodified></prop></propstat></response></multistatus>"
    ),
  ])
  func everyServersForm(_ server: String, _ answer: String) {
    let read = DAVMultistatus(Array(answer.utf8))
    #expect(read.isMultistatus, "\(server)")
    #expect(read.responses.count == 2, "\(server)")
    #expect(read.responses.first?.isCollection == true, "\(server)")
    let file = read.responses.last
    #expect(file?.href == "/a%20b.jpg", "\(server)")
    #expect(file?.isCollection == false, "\(server)")
    #expect(file?.etag == "\"e1\"", "\(server)")
    #expect(file?.contentLength == 12, "\(server)")
    #expect(file?.lastModified.flatMap(HTTPDate.seconds) == 1_796_286_876, "\(server)")
  }

  /// Elements named as WebDAV's in another namespace, or with no namespace, are not WebDAV's.
  @Test func otherNamespacesAreNotDAV() {
    let answer =
      "<x:multistatus xmlns:x=\"urn:other\"><x:response><x:href>/a.jpg</x:href></x:response>"
      + "</x:multistatus><multistatus><response><href>/b.jpg</href></response></multistatus>"
    let read = DAVMultistatus(Array(answer.utf8))
    #expect(!read.isMultistatus)
    #expect(read.responses.isEmpty)
  }

  /// Hostile answers: nesting far past the bound, a million responses, cut tags, a value of a
  /// megabyte: each read in bounds, nothing invented.
  @Test func hostileAnswersStayBounded() {
    let deep =
      "<D:multistatus xmlns:D=\"DAV:\">" + String(repeating: "<D:prop>", count: 10_000)
      + "<D:response><D:href>/deep.jpg</D:href></D:response>"
    #expect(DAVMultistatus(Array(deep.utf8)).responses.isEmpty)

    let many =
      "<D:multistatus xmlns:D=\"DAV:\">"
      + String(repeating: "<D:response/>", count: DAVMultistatus.maximumResponses + 10)
    #expect(DAVMultistatus(Array(many.utf8)).responses.count == DAVMultistatus.maximumResponses)

    let long =
      "<D:multistatus xmlns:D=\"DAV:\"><D:response><D:href>/"
      + String(repeating: "a", count: 1_048_576) + "</D:href></D:response>"
    let href = DAVMultistatus(Array(long.utf8)).responses.first?.href
    #expect(href?.utf8.count == DAVMultistatus.maximumValueBytes)

    let cut = "<D:multistatus xmlns:D=\"DAV:\"><D:response><D:href>/a.jpg</D:hr"
    #expect(DAVMultistatus(Array(cut.utf8)).responses.isEmpty)
  }
}
