"""The `make leaks` filter on records shaped as valgrind 3.19 prints them here (mangled Swift
symbols, inlined frames named by their source line, --fullpath-after=)."""
from leak_filter import attributed_to_project, definite_records

PID = "==10057=="
MAIN_LOOP_BOTTOM = [
    "by 0x528D66C: g_application_run (in /usr/lib/x86_64-linux-gnu/libgio-2.0.so.0.7400.6)",
    "by 0x145B26: AbsOriFnNameNotFound (/work/wt-e2e/Sources/CoordinatorGtk/Application/Application.swift:77)",
    "by 0x145B26: $s14CoordinatorGtk11ApplicationC3run9argumentss5Int32VSaySSG_tF "
    "(/work/wt-e2e/Sources/CoordinatorGtk/Application/Application.swift:76)",
    "by 0x1B9F65: Storefront_main (/work/wt-e2e/Sources/Storefront/main.swift:9)",
]


def log(*records):
    lines = []
    for headline, frames in records:
        lines += [f"{PID} {headline}", *[f"{PID}    {frame}" for frame in frames], f"{PID} "]
    return "\n".join(lines) + "\n"


def record(*frames, size="5,594 (512 direct, 5,082 indirect) bytes in 1 blocks"):
    return (f"{size} are definitely lost in loss record 1 of 2", list(frames))


GTK_ONLY = record(
    "at 0x484682F: realloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)",
    "by 0x6BF54D8: ??? (in /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0)",
    "by 0x671CA7E: pango_context_get_metrics (in /usr/lib/x86_64-linux-gnu/libpango-1.0.so.0.5000.12)",
    "by 0x53A83AF: g_closure_invoke (in /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6)",
    *MAIN_LOOP_BOTTOM)
FROM_A_TASK = record(
    "at 0x484682F: realloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)",
    "by 0x4BD5CB3: gtk_widget_realize (in /usr/lib/x86_64-linux-gnu/libgtk-3.so.0.2406.32)",
    "by 0x143F04: showAll (/work/wt-e2e/Sources/CoordinatorGtk/Widgets/Widget.swift:54)",
    "by 0x1596CE: $s14CoordinatorGtk15MainQueueBridgeO7installyyFZs5Int32VAF_So12GIOConditionaSvSgtcfU_To "
    "(//<compiler-generated>:32)",
    *MAIN_LOOP_BOTTOM)
SWIFT_OBJECT = record(
    "at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)",
    "by 0x5A1C2F8: swift_slowAlloc (in /usr/lib/swift/linux/libswiftCore.so)",
    "by 0x5A1C4A1: swift_allocObject (in /usr/lib/swift/linux/libswiftCore.so)",
    "by 0x162142: $s14CoordinatorGtk9SignalBoxC15retainedPointeryACyxGxFZ (//<compiler-generated>:0)",
    *MAIN_LOOP_BOTTOM, size="48 bytes in 1 blocks")
AT_START_UP = record(
    "at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)",
    "by 0x4A64138: gtk_application_new (in /usr/lib/x86_64-linux-gnu/libgtk-3.so.0.2406.32)",
    "by 0x1B9F10: Storefront_main (/work/wt-e2e/Sources/Storefront/main.swift:6)", size="64 bytes in 1 blocks")


def test_a_leak_with_only_the_main_loop_entry_of_ours_is_not_ours():
    [(_, frames)] = definite_records(log(GTK_ONLY))
    assert not attributed_to_project(frames)


def test_a_leak_set_off_by_our_code_in_the_loop_is_ours():
    assert attributed_to_project(definite_records(log(FROM_A_TASK))[0][1])


def test_a_swift_object_allocated_by_our_code_is_ours():
    assert attributed_to_project(definite_records(log(SWIFT_OBJECT))[0][1])


def test_before_the_main_loop_main_counts():
    assert attributed_to_project(definite_records(log(AT_START_UP))[0][1])


def test_records_are_split_at_the_blank_line():
    records = definite_records(log(GTK_ONLY, SWIFT_OBJECT, FROM_A_TASK))
    assert [attributed_to_project(frames) for _, frames in records] == [False, True, True]
    assert records[1][0].startswith("48 bytes in 1 blocks are definitely lost")
