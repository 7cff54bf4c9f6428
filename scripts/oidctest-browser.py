# scripts/oidctest-browser.py — runs one profile of the OpenID Foundation's OP test tool
# (oidctest 0.8.2) against humanid, with a small scripted user agent in place of the
# person at the browser. scripts/oidctest starts humanid and calls this once per profile.
#
# The tool is a web application: a person opens a test, the tool redirects the browser
# to the OP, the person signs in, the OP redirects back and the tool checks the answer.
# This file starts the tool (its own op_test_tool.py, bound to 127.0.0.1), and for each
# test acts as that browser: it follows redirects, signs in with humanid's "Sign in with
# the simulator" button (staging apps), follows meta refreshes, submits auto-submitting
# forms (form_post and the tool's fragment re-post page, whose script it plays), and at
# the tool's "Note" pages does what the note asks a person to do (clear the OP's cookies,
# wait, rotate the OP's signing key). The verdict is the tool's own: the RESULT line it
# writes to its log for each test.
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from urllib.parse import quote_plus, urldefrag, urljoin, urlparse

import requests
from bs4 import BeautifulSoup
from otest.flow import match_usage
from otest.prof_util import from_profile
from otest.result import safe_url

HOPS = 60  # a test is a few dozen requests at most; more means a loop


class Browser:
    """A cookie-keeping user agent that does what a person's browser would."""

    def __init__(self, ca_file, op_origin, on_note):
        self.http = requests.Session()
        self.ca_file = ca_file  # per request: REQUESTS_CA_BUNDLE would beat a session default
        self.http.headers["user-agent"] = "oidctest-browser (humanid scripts/oidctest)"
        self.op_host = urlparse(op_origin).hostname
        self.on_note = on_note
        self.trail = []  # (method, url, status) of every request, for diagnosis
        self.last_sign_in = 0.0

    def clear_op_cookies(self):
        for cookie in list(self.http.cookies):
            if cookie.domain.lstrip(".") in (self.op_host, self.op_host + ".local"):
                self.http.cookies.clear(cookie.domain, cookie.path, cookie.name)

    def open(self, url, method="GET", data=None):
        """Follow one navigation to its end; return (url, status, html)."""
        fragment = ""
        for _ in range(HOPS):
            url, frag = urldefrag(url)
            if frag:
                fragment = frag
            resp = self.http.request(method, url, data=data, allow_redirects=False, timeout=60,
                                     verify=self.ca_file)
            self.trail.append((method, url, resp.status_code))
            if method == "POST" and url.endswith("/simulator"):
                self.last_sign_in = time.time()  # the proof is checked by now: auth_time <= this
            method, data = "GET", None
            if resp.is_redirect:
                url = urljoin(url, resp.headers["location"])
                continue
            page = resp.text if "html" in resp.headers.get("content-type", "") else ""
            step = self.next_step(url, page, fragment)
            if step is None:
                return url, resp.status_code, resp.text
            method, url, data = step
            if method == "GET":
                fragment = ""
        raise RuntimeError("more than {} requests in one navigation: {}".format(HOPS, self.trail[-5:]))

    def next_step(self, url, page, fragment):
        """What a browser (and the person at it) does next on this page, or None."""
        if not page:
            return None
        soup = BeautifulSoup(page, "html.parser")
        # humanid's sign-in page: the person presses "Sign in with the simulator".
        for form in soup.find_all("form"):
            action = form.get("action", "")
            if action.endswith("/simulator") and urlparse(urljoin(url, action)).hostname == self.op_host:
                self.human_pace()
                return "POST", urljoin(url, action), form_fields(form)
        # A meta refresh (humanid's "continuing" page after the simulator).
        meta = soup.find("meta", attrs={"http-equiv": re.compile("refresh", re.I)})
        if meta is not None:
            m = re.search(r"url=(.+)$", meta.get("content", ""), re.I)
            if m:
                return "GET", urljoin(url, m.group(1).strip()), None
        # A page whose script submits its form at once: humanid's form_post answer, or
        # the tool's re-post page, whose script copies location.hash into "fragment".
        scripts = " ".join(s.get_text() for s in soup.find_all("script"))
        body = soup.find("body")
        onload = body.get("onload", "") if body is not None else ""
        form = soup.find("form")
        if form is not None and ("submit()" in scripts or "submit()" in onload):
            fields = form_fields(form)
            if "fragment" in fields and form.get("class") and "repost" in form.get("class"):
                fields["fragment"] = fragment or fields["fragment"]
            method = form.get("method", "get").upper()
            return method, urljoin(url, form.get("action", url)), fields
        # The tool's Note page: do what it asks, then follow "continue".
        heading = soup.find("h2")
        if heading is not None and heading.get_text(strip=True) == "Note":
            note = soup.find("div", class_="jumbotron").get_text(" ", strip=True)
            self.on_note(self, note)
            for link in soup.find_all("a"):
                if link.get_text(strip=True).lower() == "link" or "continue" in link.get("href", ""):
                    return "GET", urljoin(url, link["href"]), None
        return None


    def human_pace(self):
        """No person signs in twice within a second. `auth_time` counts whole seconds, and
        the tool tells a fresh sign-in from a remembered one by a different `auth_time`
        (prompt=login, max_age): two sign-ins in the same second would read as one."""
        wait = self.last_sign_in + 1.0 - time.time()
        if wait > 0:
            time.sleep(wait)


def form_fields(form):
    return {i.get("name"): i.get("value", "") for i in form.find_all("input") if i.get("name")}


class NoteHandler:
    """Does what the tool's notes ask the person at the browser to do."""

    def __init__(self, rotate_command, jwks_uri, ca_file):
        self.rotate_command = rotate_command
        self.jwks_uri = jwks_uri
        self.ca_file = ca_file
        self.done = []

    def __call__(self, browser, note):
        text = note.lower()
        if "remove any cookies" in text:
            browser.clear_op_cookies()
            self.done.append("cleared the OP's cookies")
        if "rotate its signing keys" in text and self.rotate_command:
            self.rotate()
        if re.search(r"wait at least \w+ second", text):
            time.sleep(2)
            self.done.append("waited 2 s")

    def rotate(self):
        """Rotate the OP's signing key, then wait until its JWKS shows the new key."""
        before = self.kids()
        subprocess.run(self.rotate_command, shell=True, check=True, capture_output=True)
        deadline = time.time() + 90
        while self.kids() == before and time.time() < deadline:
            time.sleep(1)
        self.done.append("rotated the OP's signing key ({} -> {} keys published)".format(
            len(before), len(self.kids())))

    def kids(self):
        keys = requests.get(self.jwks_uri, verify=self.ca_file, timeout=10).json()["keys"]
        return sorted(k.get("kid", "") for k in keys)


def category(spec):
    """The tool's own grouping of a test (otest.flow.get_category)."""
    usage = spec.get("usage", {})
    if "extra" in usage:
        return "Extra"
    if "register" in usage:
        return "Dynamic"
    if "discover" in usage:
        return "Config"
    return "Basic/Implicit/Hybrid"


def applicable(flows_dir, profile, categories, excluded):
    """Tests the tool lists for this profile, in the chosen categories, minus exclusions."""
    use = from_profile(profile)
    picked = []
    for name in sorted(os.listdir(flows_dir)):
        if not name.endswith(".json"):
            continue
        test_id = name[:-5]
        with open(os.path.join(flows_dir, name)) as f:
            spec = json.load(f)
        if match_usage(spec, **use) and category(spec) in categories and test_id not in excluded:
            picked.append(test_id)
    return picked


def prepare_tool(args, workdir, port):
    """A working directory for one op_test_tool.py instance (its own files + our config)."""
    shutil.rmtree(workdir, ignore_errors=True)
    os.makedirs(workdir)
    for d in ("static", "keys", "log", "server_log", "entity_info"):
        os.makedirs(os.path.join(workdir, d))
    shutil.copytree(os.path.join(args.tool_src, "html"), os.path.join(workdir, "html"))
    shutil.copy(os.path.join(args.tool_src, "version.py"), workdir)
    with open(os.path.join(args.tool_src, "op_test_tool.py")) as f:
        script = f.read()
    # The tool listens on every interface; a local run needs loopback only.
    script = script.replace("'server.socket_host': '0.0.0.0'", "'server.socket_host': '127.0.0.1'")
    if args.registration_token:
        script = script.replace("\nlogger = logging.getLogger", REGISTRATION_TOKEN_FIX + "\nlogger = logging.getLogger", 1)
    with open(os.path.join(workdir, "op_test_tool.py"), "w") as f:
        f.write(script)
    os.symlink(os.path.join(args.tool_src, "flows"), os.path.join(workdir, "flows"))
    with open(os.path.join(workdir, "tt_config.py"), "w") as f:
        f.write(TT_CONFIG)
    base = "http://127.0.0.1:{}/".format(port)
    # What the test client asks for when it registers (dynamic) and uses (both).
    with open(os.path.join(workdir, "entity_info", "common.json"), "w") as f:
        json.dump({"client": {
            "behaviour": {"scope": ["openid", "profile", "email", "address", "phone"]},
            "client_prefs": {
                "id_token_signed_response_alg": ["RS256"],
                "require_auth_time": True,
                "response_types": [RT[args.profile.split(".")[0]]],
                "subject_type": "pairwise",
                "token_endpoint_auth_method": ["client_secret_basic", "client_secret_post"],
            }}}, f)
    reg = {"application_name": "oidctest", "application_type": "web",
           "redirect_uris": ["{}authz_cb"], "post_logout_redirect_uris": ["{}logout"],
           "contacts": ["oidctest@localhost"]}
    if args.registration_token:
        reg["registration_token"] = args.registration_token
    with open(os.path.join(workdir, "entity_info", "registration_info.json"), "w") as f:
        json.dump({"registration_info": reg}, f)
    host = urlparse(args.issuer).netloc
    tool = {"issuer": args.issuer, "tag": args.tag, "profile": args.profile, "insecure": False,
            "webfinger_email": "acct:tester@{}".format(host),
            "webfinger_url": "{}/tester".format(args.issuer),
            "login_hint": "tester@{}".format(host), "acr_values": ["1"]}
    entity = {"tool": tool}
    if args.client_id:
        entity["registration_response"] = {
            "client_id": args.client_id, "client_secret": args.client_secret,
            "redirect_uris": [base + "authz_cb"], "post_logout_redirect_uris": [base + "logout"]}
    edir = os.path.join(workdir, "entities", quote_plus(args.issuer))
    os.makedirs(edir)
    with open(os.path.join(edir, args.tag), "w") as f:
        json.dump(entity, f)
    return base


# oic 0.15.1, the tool's client library, sends an initial access token as
# "Bearer base64(token)"; RFC 7591 and humanid take the token as issued.
REGISTRATION_TOKEN_FIX = """
import oic.oic


def _register(self, url, registration_token=None, **kwargs):
    req = self.create_registration_request(**kwargs)
    if self.events:
        self.events.store('Protocol request', req)
    headers = {"content-type": "application/json"}
    if registration_token is not None:
        headers["Authorization"] = "Bearer " + registration_token
    rsp = self.http_request(url, "POST", data=req.to_json(), headers=headers)
    return self.handle_registration_info(rsp)


oic.oic.Client.register = _register  # added by scripts/oidctest-browser.py
"""

RT = {"C": "code", "I": "id_token", "IT": "id_token token", "CI": "code id_token",
      "CT": "code token", "CIT": "code id_token token"}

TT_CONFIG = """# written by scripts/oidctest-browser.py
BASE = 'http://127.0.0.1'
ENT_PATH = 'entities'
ENT_INFO = 'entity_info'
FLOWDIR = 'flows'
PRE_HTML = 'html/tt'
KEYS = [
    {"key": "keys/enc.key", "type": "RSA", "use": ["enc"]},
    {"key": "keys/sig.key", "type": "RSA", "use": ["sig"]},
    {"crv": "P-256", "type": "EC", "use": ["sig"]},
    {"crv": "P-256", "type": "EC", "use": ["enc"]},
]
SESSION_CHANGE_URL = '{}session_change'
SESSION_UNCHANGE_URL = '{}session_unchange'
SESSION_MAX_CHECKS = 3
"""


def start_tool(args, workdir, port):
    env = dict(os.environ, REQUESTS_CA_BUNDLE=args.ca)
    log = open(os.path.join(workdir, "tool.out"), "w")
    proc = subprocess.Popen(
        [sys.executable, "-W", "ignore", "op_test_tool.py", "-i", args.issuer, "-t", args.tag,
         "-p", str(port), "-f", "flows", "tt_config"],
        cwd=workdir, env=env, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.time() + 60
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("the test tool exited: see {}/tool.out".format(workdir))
        try:
            requests.get("http://127.0.0.1:{}/".format(port), timeout=2)
            return proc
        except requests.ConnectionError:
            time.sleep(0.2)
    proc.terminate()
    raise RuntimeError("the test tool did not answer within 60 s")


def tool_result(workdir, args, test_id):
    """The tool's verdict and its messages, from the log file it writes per test."""
    path = os.path.join(workdir, "log", safe_url(args.issuer), args.tag, args.profile,
                        test_id + ".txt")
    if not os.path.exists(path):
        return "NO RESULT", ""
    with open(path) as f:
        text = f.read()
    m = re.search(r"^RESULT: (.*)$", text, re.M)
    verdict = m.group(1).strip() if m else "NO RESULT"
    rest = text[m.end():].strip() if m else ""
    conditions = re.search(r"Conditions\n(.*?)\n={60}", text, re.S)
    bad = [line for line in (conditions.group(1).splitlines() if conditions else [])
           if re.search(r"status=(WARNING|ERROR|CRITICAL)", line)]
    faults = re.findall(r"^\s*[\d.]+ fault (.*)$", text, re.M)
    detail = "; ".join(bad + faults[:3]) or rest.replace("\n", " ")
    return verdict, detail


# How a test's note says that the OP showing the person an error is the (or an) expected end.
ERROR_PAGE_NOTES = ("displaying an error message in your user agent",
                    "returning an error message to the End-User")


def review(verdict, spec, ended_at_op_error):
    """Our reading of the tool's verdict: pass, warning, pass on review, or fail.

    The tool cannot see the OP's own error page: a test whose note says the OP should show
    the person an error ends there, the tool marks it PARTIAL RESULT, and a person would
    send a screenshot. Such a test counts as passed on review only when the browser did
    stop at humanid's error page (status 4xx) and the tool logged no error of its own.
    """
    if verdict == "PASSED":
        return "pass"
    if verdict == "WARNING":
        return "warning"
    if verdict == "PARTIAL RESULT" and ended_at_op_error and any(
            phrase in spec.get("note", "") for phrase in ERROR_PAGE_NOTES):
        return "pass on review"
    return "fail"


def main():
    p = argparse.ArgumentParser(description="One profile of the OpenID Foundation's OP test tool against humanid.")
    p.add_argument("--tool-src", required=True, help="the tool's test_tool/cp/test_op directory")
    p.add_argument("--work", required=True)
    p.add_argument("--issuer", required=True)
    p.add_argument("--ca", required=True)
    p.add_argument("--profile", required=True, help="the tool's profile code, e.g. C.F.T.F.s")
    p.add_argument("--tag", required=True)
    p.add_argument("--port", type=int, required=True, help="the tool's port (static redirect URIs name it)")
    p.add_argument("--label", required=True)
    p.add_argument("--categories", default="Basic/Implicit/Hybrid")
    p.add_argument("--exclude", default="", help="comma-separated test ids")
    p.add_argument("--client-id", default="")
    p.add_argument("--client-secret", default="")
    p.add_argument("--registration-token", default="")
    p.add_argument("--rotate-command", default="")
    p.add_argument("--only", default="", help="comma-separated test ids (for a narrow run)")
    args = p.parse_args()

    flows_dir = os.path.join(args.tool_src, "flows")
    excluded = set(filter(None, args.exclude.split(",")))
    tests = applicable(flows_dir, args.profile, set(args.categories.split(",")), excluded)
    if args.only:
        tests = [t for t in tests if t in args.only.split(",")]
    workdir = os.path.join(args.work, "tool-" + args.tag)
    evidence = os.path.join(args.work, "evidence", args.tag)
    os.makedirs(evidence, exist_ok=True)
    base = prepare_tool(args, workdir, args.port)
    proc = start_tool(args, workdir, args.port)
    results = []
    try:
        notes = NoteHandler(args.rotate_command, args.issuer + "/jwks", args.ca)
        browser = Browser(args.ca, args.issuer, notes)
        for test_id in tests:
            with open(os.path.join(flows_dir, test_id + ".json")) as f:
                spec = json.load(f)
            notes.done = []
            start = len(browser.trail)
            at_op_error = False
            try:
                url, status, text = browser.open(base + test_id)
                if url.startswith(base):
                    ended = "tool"
                else:
                    at_op_error = 400 <= status < 500
                    ended = "OP page {} {}".format(status, op_error(text)).strip()
                    with open(os.path.join(evidence, test_id + ".html"), "w") as f:
                        f.write(text)
            except Exception as err:  # the agent's own failure is reported, never hidden
                ended = "agent error: {}".format(err)
            verdict, detail = tool_result(workdir, args, test_id)
            outcome = review(verdict, spec, at_op_error)
            mti = args.profile.split(".")[0] in spec.get("MTI", []) or (
                "CNF" in spec.get("MTI", []) and "Config" in args.categories) or (
                "DYN" in spec.get("MTI", []) and "Dynamic" in args.categories)
            results.append({"test": test_id, "verdict": verdict, "outcome": outcome,
                            "detail": detail, "ended_at": ended, "notes": notes.done,
                            "mti": mti, "requests": len(browser.trail) - start})
            line = "  {:<14} {:<15} {:<40}".format(verdict, outcome, test_id)
            if outcome != "pass":
                line += " ({}) ".format("mandatory" if mti else "optional")
                if ended != "tool":
                    line += "[browser stopped at: {}] ".format(ended)
                line += detail
            print(line.rstrip(), flush=True)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    with open(os.path.join(args.work, "results-{}.json".format(args.tag)), "w") as f:
        json.dump({"label": args.label, "profile": args.profile, "results": results}, f, indent=1)
    tool_line = ", ".join("{} {}".format(n, k) for k, n in counted(results, "verdict", VERDICTS))
    ours = ", ".join("{} {}".format(n, k) for k, n in counted(results, "outcome", OUTCOMES))
    print("SUMMARY {} [{}]: {} tests; tool: {}; reviewed: {}".format(
        args.label, args.profile, len(results), tool_line or "-", ours or "-"), flush=True)


VERDICTS = ["PASSED", "WARNING", "PARTIAL RESULT", "ERROR", "CRITICAL", "NO RESULT"]
OUTCOMES = ["pass", "pass on review", "warning", "fail"]


def op_error(text):
    """The error code on humanid's error page, if that is where the browser stopped."""
    m = re.search(r"<code>([a-z_]+)</code>", text or "")
    return m.group(1) if m else ""


def counted(results, key, order):
    counts = {}
    for r in results:
        counts[r[key]] = counts.get(r[key], 0) + 1
    keys = [k for k in order if k in counts] + sorted(k for k in counts if k not in order)
    return [(k, counts[k]) for k in keys]


if __name__ == "__main__":
    main()
