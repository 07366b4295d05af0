vcl 4.1;
#
# The HTTP cache in front of the shell, standing for the CDN (decision 029): Varnish 7.1 with
# the xkey module of varnish-modules 0.20, as Debian packages them. It keeps what the origin
# allows for as long as it says (s-maxage, then stale-while-revalidate as grace), indexes each
# answer under the tags of its Surrogate-Key header, and empties by tag on a PURGE from the
# purgers below. Checked for real by deploy/varnish/varnish.test.ts.
#
# Varnish writes no access log: its transaction log is a ring in shared memory that only
# varnishlog or varnishncsa read, and neither is run. One that is run must leave out the query of
# the newsletter paths, as nginx's access log does (@site/contracts/log-redaction).

import cookie;
import std;
import xkey;

# The shell's nginx: pages come from its renderer, files from its bundle. The test of this file
# points these two lines at a stand-in origin.
backend shell {
    .host = "shell";
    .port = "8080";
    .connect_timeout = 2s;
    .first_byte_timeout = 15s;
    .between_bytes_timeout = 10s;
}

# Who may purge: this machine, and the private ranges Docker gives a compose network (the
# renderer sends its purges from there). The port is published on the loopback interface only.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

acl local {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # The request's own copies of the headers this file sets are not believed.
    unset req.http.X-Cache;
    unset req.http.Site-Release-Cookies;

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Purging is not allowed from this address"));
        }
        if (!req.http.Surrogate-Key) {
            return (synth(400, "Name the tags to purge in Surrogate-Key"));
        }
        return (synth(200, "Purged " + xkey.purge(req.http.Surrogate-Key) + " objects"));
    }

    # The container's health check: Varnish answers, whatever the origin does.
    if (req.url == "/__varnish/health" && client.ip ~ local) {
        return (synth(200, "OK"));
    }

    # A browser's field telemetry (decision 038): the one POST the origin takes, sent to it every
    # time and never kept; no cookie goes with it. X-Forwarded-For carries the client's address
    # (Varnish adds it) for the renderer's per-client rate.
    if (req.method == "POST" && req.url == "/telemetry") {
        unset req.http.Cookie;
        return (pass);
    }

    # The publish hook (decision 045), which the blog's database calls: passed to the origin every
    # time with its Authorization header and its body, never kept; no cookie goes with it.
    if (req.method == "POST" && req.url == "/_hooks/blog-published") {
        unset req.http.Cookie;
        return (pass);
    }

    # Parameters only trackers read (each ad click brings a new one) would make every click a
    # new cache entry; no page reads them, and the browser's address keeps them for its scripts.
    if (req.url ~ "\?") {
        set req.url = regsuball(req.url,
            "(?i)(?<=[?&])(utm_[a-z0-9_]*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl)(=[^&]*)?(&|$)",
            "");
        set req.url = regsub(req.url, "[?&]+$", "");
        set req.url = std.querysort(req.url);
    }

    # The renderer's cookies (decisions 039 and 042, @site/contracts/release-cookies) are the only ones the
    # origin reads: every other cookie of the visitor is dropped here, so that analytics cookies
    # neither reach it nor make every page a pass (the built-in rule for any Cookie).
    if (req.http.Cookie) {
        cookie.parse(req.http.Cookie);
        cookie.keep("site_preview,site_bucket,site_draft");
        set req.http.Cookie = regsub(cookie.get_string(), ";\s*$", "");
        if (req.http.Cookie == "") {
            unset req.http.Cookie;
        }
    }
    # A preview (of a release or a draft) shows what visitors do not see yet: never from the
    # cache, never into it.
    if (cookie.isset("site_preview") || cookie.isset("site_draft")) {
        return (pass);
    }
    # A canary bucket goes to the origin, but neither into the lookup nor the cache key: with no
    # canary running the page is everyone's, and while one runs the origin answers `private`,
    # which is never kept. It waits beside the request, and vcl_backend_fetch puts it back.
    if (req.http.Cookie) {
        set req.http.Site-Release-Cookies = req.http.Cookie;
        unset req.http.Cookie;
    }
    # A script or style sheet has a brotli copy at the origin (decision 046,
    # @site/contracts/brotli-copies), but Varnish's own gzip support asks the origin for gzip
    # only. A browser that takes brotli is looked up, and fetched, as a variant of its own.
    unset req.http.Site-Takes-Brotli;
    if (req.url ~ "\.(js|css)(\?.*)?$" && req.http.Accept-Encoding ~ "(?i)(?:^|[\s,])br\s*(?:,|$|;(?!\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$)))") {
        set req.http.Site-Takes-Brotli = "1";
    }
    # The built-in rules follow: only GET and HEAD are looked up, Authorization passes.
}

sub vcl_hash {
    if (req.http.Site-Takes-Brotli) {
        hash_data("br");
    }
    # The built-in rule follows: the URL and the host.
}

sub vcl_backend_fetch {
    if (bereq.http.Site-Takes-Brotli) {
        set bereq.http.Accept-Encoding = "br";
        unset bereq.http.Site-Takes-Brotli;
    }
    if (bereq.http.Site-Release-Cookies) {
        set bereq.http.Cookie = bereq.http.Site-Release-Cookies;
        unset bereq.http.Site-Release-Cookies;
    }
}

sub vcl_hit {
    if (obj.ttl <= 0s) {
        # Past s-maxage, within stale-while-revalidate: served now, fetched again behind it.
        set req.http.X-Cache = "STALE";
    } else {
        set req.http.X-Cache = "HIT";
    }
}

sub vcl_miss {
    set req.http.X-Cache = "MISS";
}

sub vcl_pass {
    set req.http.X-Cache = "PASS";
}

sub vcl_backend_response {
    # An error is never served stale, and a revalidation that fails leaves the good copy.
    if (beresp.status >= 500) {
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        set beresp.grace = 0s;
        set beresp.keep = 0s;
    }

    # A visitor's own answer (a preview, a page while a canary runs, a cookie set) is never kept,
    # whatever else it says: a hit-for-miss marker instead, so the next request is fetched for
    # its own visitor, and a Set-Cookie reaches only the visitor it was sent for.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)\b(private|no-store)\b") {
        set beresp.ttl = 120s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }

    # Varnish keeps some statuses (a 308, a 5xx) only when told: an s-maxage tells, as it does a
    # CDN. The flood's doubled slashes get their redirect from here, and a failing page its 503
    # for the few seconds the origin allows.
    if (beresp.ttl <= 0s &&
        beresp.http.Cache-Control ~ "(?i)(^|,)\s*s-maxage=\d+" &&
        beresp.http.Cache-Control !~ "(?i)no-store|no-cache|private") {
        set beresp.ttl = std.duration(
            regsub(beresp.http.Cache-Control, "(?i)^.*s-maxage=(\d+).*$", "\1s"), 0s);
    }

    # An answer that names no lifetime is not kept for Varnish's default one.
    if (!beresp.http.Cache-Control && !beresp.http.Expires) {
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
    }

    # xkey indexes the object under the tags of its `xkey` header.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # The built-in rules follow: no-cache and a zero lifetime are not kept (a hit-for-miss marker
    # instead).
}

sub vcl_deliver {
    if (req.http.X-Cache == "MISS" && obj.uncacheable) {
        set req.http.X-Cache = "PASS";
    }
    set resp.http.X-Cache = req.http.X-Cache;
    # The tags are for caches, as a CDN keeps them from visitors.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
}

sub vcl_synth {
    if (req.method == "PURGE" || req.url == "/__varnish/health") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
}
