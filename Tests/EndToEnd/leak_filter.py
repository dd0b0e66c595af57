"""Which valgrind leak records are the project's: see `make leaks` (leak_session.py).

A record is attributed to the project when its allocation stack has a frame of ours (a Swift
symbol of CoordinatorKit, CoordinatorGtk, StorefrontCore, StorefrontUI or Storefront, or a
line of their sources or of the CGtk shim) above the main loop's entry: every allocation made
while the app runs has `main` and `Application.run` under `g_application_run` at the bottom of
its stack, and those entry frames alone say nothing."""
import re

MODULES = ("CoordinatorKit", "CoordinatorGtk", "StorefrontCore", "StorefrontUI", "Storefront")
# Swift symbols as valgrind prints them (mangled: `$s14CoordinatorGtk…`; demangled, should a
# valgrind demangle Swift: `CoordinatorGtk.…`), and our source files (with --fullpath-after=).
PROJECT_FRAME = re.compile(
    r"\$s(?:" + "|".join(f"{len(m)}{m}" for m in MODULES) + r")"
    r"|\b(?:" + "|".join(MODULES) + r")\."
    r"|/Sources/(?:" + "|".join(MODULES + ("CGtk",)) + r")/")
MAIN_LOOP = re.compile(r"\b(?:g_application_run|gtk_main|g_main_loop_run)\b")


def definite_records(log):
    """The 'definitely lost' records of a valgrind log: (headline, frames, innermost first)."""
    records, current = [], None
    for line in log.splitlines():
        body = re.sub(r"^==\d+== ?", "", line)
        if "definitely lost in loss record" in body:
            current = [body]
        elif current is not None:
            if body.strip() == "":
                records.append((current[0], current[1:]))
                current = None
            else:
                current.append(body)
    return records


def attributed_to_project(frames):
    """Whether a frame of ours is on the stack above the main loop's entry."""
    above_entry = []
    for frame in frames:
        if MAIN_LOOP.search(frame):
            break
        above_entry.append(frame)
    return any(PROJECT_FRAME.search(frame) for frame in above_entry)
