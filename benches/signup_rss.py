#!/usr/bin/env python3
"""Peak memory of `letterbox serve` under simultaneous sign-ups.

Starts the given binary on a fresh SQLite database in a temporary directory,
sends N sign-ups at once (default 100, each from its own thread, released
together), waits for every answer, and prints the server's peak resident set
(VmHWM in /proc/PID/status) before and after.

    python3 benches/signup_rss.py target/release/letterbox [N]

Only the Python standard library is needed. Linux only (it reads /proc).
"""

import http.cookiejar
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def status_kib(pid, field):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def main():
    binary = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as data:
        env = dict(
            os.environ,
            LETTERBOX_BIND=f"127.0.0.1:{port}",
            LETTERBOX_BASE_URL=base,
            LETTERBOX_DATA_DIR=data,
            LETTERBOX_DATABASE_URL=f"sqlite://{data}/letterbox.db",
            LETTERBOX_MAIL_TRANSPORT="file",
            LETTERBOX_MAIL_DIR=f"{data}/mail",
            LETTERBOX_LIMITS_SIGNUPS_PER_HOUR="100000",
        )
        server = subprocess.Popen([binary, "serve"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(600):
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.05)
            else:
                sys.exit("the server did not start")

            # One visitor's cookie and CSRF token, shared by every sign-up.
            jar = http.cookiejar.CookieJar()
            opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
            page = opener.open(base + "/signup").read().decode()
            csrf = re.search(r'name="csrf" value="([^"]*)"', page).group(1)
            cookie = "; ".join(f"{c.name}={c.value}" for c in jar)

            before = status_kib(server.pid, "VmHWM")
            start = threading.Barrier(count)
            statuses = []

            def sign_up(i):
                form = urllib.parse.urlencode(
                    {"csrf": csrf, "email": f"p{i}@example.org", "name": f"Player {i}", "password": "correct horse"}
                ).encode()
                request = urllib.request.Request(base + "/signup", data=form, headers={"Cookie": cookie})
                start.wait()
                try:
                    with urllib.request.urlopen(request, timeout=600) as r:
                        statuses.append(r.status)
                except urllib.error.HTTPError as e:
                    statuses.append(e.code)

            began = time.time()
            threads = [threading.Thread(target=sign_up, args=(i,)) for i in range(count)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            took = time.time() - began
            peak = status_kib(server.pid, "VmHWM")
            rss = status_kib(server.pid, "VmRSS")
            ok = sum(1 for s in statuses if s == 200)
            print(f"{count} simultaneous sign-ups: {ok} answered 200 in {took:.1f} s")
            print(f"peak RSS (VmHWM): {before / 1024:.0f} MiB before, {peak / 1024:.0f} MiB after; RSS now {rss / 1024:.0f} MiB")
        finally:
            server.kill()
            server.wait()


if __name__ == "__main__":
    main()
