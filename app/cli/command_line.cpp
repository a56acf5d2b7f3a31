#include "cli/command_line.h"

#include <CLI/App.hpp>
#include <CLI/Config.hpp>
#include <CLI/Formatter.hpp>
#include <cstdio>
#include <map>
#include <memory>
#include <vector>

#include "cli/commands.h"
#include "cli/options.h"
#include "vectors/vectors_json.h"
#include "vectors/tool_version.h"

namespace il::cli {
namespace {

// Every option a command can take: the flag, its value's name (null for a flag without a value), the help text.
struct OptionSpec {
    const char* flag;
    const char* value;
    const char* help;
    bool repeatable = false;
};

constexpr OptionSpec kOptions[] = {
    {"--glsl", "V", "#version of the generated shader: 110 120 130 140 150 330 400 410 420 430 440 450 460 (default 450; 460 where the driver offers it)"},
    {"--ext", "E", "enable an extension in the shader, e.g. GL_ARB_gpu_shader5 (repeatable)", true},
    {"--json", nullptr, "print JSON on stdout instead of text"},
    {"--expr", "E",
     "evaluate the expression E instead of one call: its inputs as NAME=VALUE (the value a literal as eval's "
     "arguments, its type the literal's) or NAME:TYPE=VALUE arguments, e.g. --expr \"a * b + c\" a=1.0002441 "
     "b=1.0002441 c=-1.0; operators + - * / % unary - ~ !, comparisons, & | ^ << >>, && || ^^, parentheses, "
     "catalog built-ins and constructors (float(i), vec2(a, b), mat2(a, b, c, d), mat3(m)), swizzles (v.yx, "
     "v.rgba, v.stpq, a.xx) and constant indices (v[1]), the selection c ? a : b; each operation judged by its "
     "catalog definition, a * b + c also as one fused operation (GLSL 4.50 §4.7.1); scalars and vectors of float, "
     "double, int, uint and bool, int64_t and uint64_t (1l, 1ul; with --ext GL_ARB_gpu_shader_int64), float "
     "matrices (m=mat2(...) inputs; m * v, v * m, m * m, m[1]): anything else (assignments, double matrices) and "
     "a bad expression exit 2 naming the column"},
    {"--precise", nullptr, "with --expr: declare the result precise, so only the unfused form is allowed (§4.7.2)"},
    {"--cpu-only", nullptr, "the CPU reference only: no OpenGL context needed, no verdict"},
    {"--fold", nullptr,
     "eval, run: also compile each call with its inputs as constants, so that the compiler can fold it, and through "
     "glslang's front end: both folded results judged beside the runtime one (fold-differs where the bits differ; "
     "an expression's against each of its alternatives, without --precise); "
     "report: add the constant-folding section (every overload over its special values)"},
    {"--rejudge", nullptr,
     "judge the GPU bits stored in FILE (another run's or sweep's results) with this version's references and "
     "rules: no OpenGL context"},
    {"--full-path", nullptr, "no bulk judge: every case through the CPU reference and the judge"},
    {"--threads", "N", "CPU worker threads, 1 to 1024 (default: one per core)"},
    {"--out", "FILE", "write the JSON document to FILE (atomically), - for stdout"},
    {"--function", "F", "a function name (all its overloads) or one declaration as `list` prints it (repeatable)",
     true},
    {"--random", "N", "add N seeded random cases per overload (decimal, at most 2^40)"},
    {"--seed", "S", "seed of the random cases (decimal digits: 010 is ten; default 1)"},
    {"--keep", "K", "cases written to --out: all, differences (default) or violations"},
    {"--exhaustive", nullptr,
     "every bit pattern of the one 32-bit scalar input (float, int or uint) of each --function overload, in order; "
     "for two or three such inputs, the structured grid below"},
    {"--range", "LO:HI",
     "the bit patterns LO to HI, in hex, HI excluded (0x3f800000:0x3f810000); of a grid, its case indices; sweep: "
     "with --exhaustive"},
    {"--stride", "N", "every N-th bit pattern of the range (a power of two; default 1: every one)"},
    {"--seconds-per-function", "S",
     "each function's own stride: the least power of two (from --stride) at which its sweep should take S seconds or "
     "less, from its rate over a short strided probe; the table gives each function's stride"},
    {"--upload-inputs", nullptr,
     "with --exhaustive: write each input into the input buffer as other sweeps do, instead of the shader deriving "
     "it from its invocation index (to compare the two)"},
    {"--resume", "FILE",
     "with --exhaustive: keep a checkpoint journal in FILE; a run interrupted (even by kill -9) continues from it"},
    {"--html", "FILE", "also write the report as HTML, - for stdout"},
    {"--glsl-gating", nullptr, "only the version-gating part of the report (no behaviour probes)"},
    {"--catalog", nullptr,
     "every overload (or each --function's): end to end / dispatch floor, with the median, 10th percentile and "
     "worst (default 65536 vectors, 1 repeat)"},
    {"--diff", nullptr,
     "the result files given (two or more): diff's wall time against reading every byte of them, both from the "
     "page cache"},
    {"--host", nullptr,
     "the host processor's nanoseconds per floating-point step on a normal operand and on a special one (an "
     "infinity, a NaN, an overflowing or denormal result), in long double and in double; no GL context"},
    {"--judge", nullptr,
     "the bulk judge alone: ns of one thread a case, over cases whose records hold their references' bits (default "
     "65536 cases a row, 4096 with --catalog, which takes every overload; at most 4194304; best of 15); no GL "
     "context"},
    {"--vectors", "N", "vectors per overload, 1 to 2^34 (default 1048576)"},
    {"--repeat", "R", "timed repeats after a warm-up, 1 to 100; the median is shown (default 3)"},
    {"--piglit-dir", "D", "where piglit is installed (default /usr/lib/x86_64-linux-gnu/piglit)"},
    {"--format", "F", "piglit: one shader_runner .shader_test per case"},
};

const OptionSpec& option_spec(const char* flag) {
    for (const OptionSpec& s : kOptions)
        if (std::string_view(s.flag) == flag) return s;
    throw std::logic_error(std::string("no option ") + flag);
}

using Run = int (*)(const Options&);

struct CommandSpec {
    const char* name;
    const char* arguments;  // positional arguments as the usage shows them
    const char* summary;
    std::vector<const char*> options;
    Run run;
    const char* out_help = nullptr;  // what --out means for this command, where it is not a JSON document
    bool out_required = false;
    const char* out_value = nullptr;  // --out's value name where it is not FILE
    const char* notes = nullptr;      // printed by --help after the options
};

// sweep --help: the grid of --exhaustive for two or three inputs (batch/grid_source.h, docs/exhaustive-grid.md).
constexpr const char* kSweepNotes =
    "The grid of --exhaustive for an overload of two or three scalar inputs (float, int or uint): the\n"
    "Cartesian product of one set of values per argument, the last argument fastest, so case n is computed\n"
    "from n (--range LO:HI is of these case indices). Each set is in increasing order of its bits:\n"
    "  float, 2 inputs (4,096 values): both signs x every biased exponent 0..255 x the mantissas 0x000000,\n"
    "    0x000001, 0x2aaaaa, 0x3fffff, 0x400000, 0x400001, 0x555555, 0x7fffff\n"
    "  float, 3 inputs (520 values): both signs x every biased exponent with the mantissa 0, and\n"
    "    +-0x00000001, +-0x007fffff, +-0x7f7fffff (FLT_MAX), +-0x7fc00000 (qNaN)\n"
    "  int and uint (182 values): 0 and +-(2^k - 1), +-2^k, +-(2^k + 1) for k = 0..31, as 32-bit patterns\n"
    "Every special value (+-0, +-denormal min and max, +-1, +-FLT_MAX, +-Inf, qNaN) is in each float set, so\n"
    "every pair and triple of them is a grid point. float x float is 16,777,216 cases, float x float x float\n"
    "140,608,000; the count is printed on stderr before the run starts.\n";

const std::vector<CommandSpec>& commands() {
    static const std::vector<CommandSpec> k = {
        {"drivers", "", "the OpenGL drivers this machine can reach: name, GL and GLSL version, usable or why not",
         {"--json"}, cmd_drivers},
        {"info", "", "GL vendor, renderer, version, GLSL versions, extensions", {"--json"}, cmd_info},
        {"list", "", "the catalog and each overload's availability", {"--glsl", "--ext", "--json"}, cmd_list},
        {"eval", "FUNC ARG... | NAME=VALUE...",
         "evaluate one call (or one expression) on the GPU and the CPU reference, e.g. eval usubBorrow 1u 2u",
         {"--expr", "--precise", "--glsl", "--ext", "--cpu-only", "--fold", "--json", "--out"}, cmd_eval},
        {"run", "FILE.json", "replay a vectors file (a preset, your own cases, another machine's results)",
         {"--glsl", "--ext", "--cpu-only", "--rejudge", "--fold", "--json", "--out"}, cmd_run},
        {"sweep", "", "special values and seeded random cases over the chosen overloads, streamed to --out",
         {"--function", "--random", "--seed", "--exhaustive", "--range", "--resume", "--upload-inputs", "--glsl", "--ext", "--keep",
          "--cpu-only", "--full-path", "--threads", "--out"},
         cmd_sweep, nullptr, true, nullptr, kSweepNotes},
        {"accuracy", "",
         "exhaustive sweeps of the float one-input built-ins (or each --function): max ULP and where, ULP "
         "histogram, violations, denormal handling, beside the GLSL, CUDA and OpenCL bounds",
         {"--function", "--range", "--stride", "--seconds-per-function", "--glsl", "--ext", "--full-path", "--threads",
          "--json", "--out", "--html"},
         cmd_accuracy, "write the accuracy document (JSON) to FILE, - for stdout"},
        {"diff", "A.json B.json [C.json...]",
         "cases whose GPU bits differ between result files (.json or .json.gz), by kind of difference; three or more "
         "give one table against the first",
         {"--json"}, cmd_diff},
        {"report", "[R1.json R2.json...]",
         "the driver-behaviour profile of the current context; with report files, the driver matrix of them",
         {"--json", "--out", "--html", "--glsl-gating", "--fold"}, cmd_report},
        {"gating", "R.json...", "one version-gating table from several reports", {"--json", "--out"}, cmd_gating,
         "also write the table as Markdown to FILE, - for stdout"},
        {"bench", "[A.json B.json... (--diff)]",
         "vectors per second by stage, piglit's shader_runner, cold start; --diff: diff against reading its files; "
         "--host: the processor's cost of floating-point steps on special values; --judge: the bulk judge alone",
         {"--function", "--catalog", "--diff", "--host", "--judge", "--vectors", "--repeat", "--seed", "--glsl",
          "--ext", "--threads", "--piglit-dir", "--json"},
         cmd_bench},
        {"export", "CASES.json", "write each case as a self-contained piglit shader_runner test",
         {"--format", "--glsl", "--ext", "--out"}, cmd_export,
         "the directory for the .shader_test files (made if missing)", true, "DIR"},
    };
    return k;
}

std::string version_line() { return kTool; }

std::string option_usage(const char* flag, bool required, const char* value = nullptr) {
    const OptionSpec& s = option_spec(flag);
    if (!value) value = s.value;
    std::string u = std::string(s.flag) + (value ? std::string(" ") + value : "");
    if (!required) u = "[" + u + "]";
    return s.repeatable ? u + "..." : u;
}

std::string command_usage(const CommandSpec& c) {
    std::string s = std::string("intrinsic-lab ") + c.name;
    if (*c.arguments) s += std::string(" ") + c.arguments;
    for (const char* f : c.options) {
        const bool out = std::string_view(f) == "--out";
        s += " " + option_usage(f, out && c.out_required, out ? c.out_value : nullptr);
    }
    return s;
}

// CLI11's help with our usage line (positional arguments are not CLI11 options: see parse_command).
class Formatter : public CLI::Formatter {
public:
    std::map<const CLI::App*, std::string> usage;
    std::string make_usage(const CLI::App* app, std::string name) const override {
        auto it = usage.find(app);
        return it == usage.end() ? CLI::Formatter::make_usage(app, name) : "usage: " + it->second + "\n";
    }
};

// A negative GLSL literal (-inf, -nan, -1.5) is an argument of eval, not an option.
bool is_unknown_option(const std::string& a, const CommandSpec& c) {
    if (a.size() < 2 || a[0] != '-') return false;
    if (a[1] == '-') return true;
    return std::string_view(c.name) != "eval";
}

int dispatch(const CommandSpec& c, const std::vector<std::string>& args, bool run) {
    CLI::App app(c.summary, std::string("intrinsic-lab ") + c.name);
    auto fmt = std::make_shared<Formatter>();
    fmt->usage[&app] = command_usage(c);
    fmt->column_width(28);
    app.formatter(fmt);
    app.allow_extras();  // positional arguments and unknown options, in order: checked below
    const std::string exits = "exit: 0 match/accepted, 1 violation, 2 bad usage or input, 3 no OpenGL 4.5 context";
    app.footer(c.notes ? std::string(c.notes) + "\n" + exits : exits);
    Options o;
    o.command = c.name;
    std::map<std::string, std::vector<std::string>> raw;
    for (const char* f : c.options) {
        const OptionSpec& s = option_spec(f);
        std::string help = s.help;
        if (std::string_view(f) == "--out" && c.out_help) help = c.out_help;
        if (!s.value) {
            bool* target = std::string_view(f) == "--json"        ? &o.json
                           : std::string_view(f) == "--cpu-only"  ? &o.cpu_only
                           : std::string_view(f) == "--rejudge"   ? &o.rejudge
                           : std::string_view(f) == "--fold"      ? &o.fold
                           : std::string_view(f) == "--precise"   ? &o.precise
                           : std::string_view(f) == "--full-path" ? &o.full_path
                           : std::string_view(f) == "--catalog"   ? &o.catalog
                           : std::string_view(f) == "--diff"      ? &o.bench_diff
                           : std::string_view(f) == "--host"      ? &o.bench_host
                           : std::string_view(f) == "--judge"     ? &o.bench_judge
                           : std::string_view(f) == "--exhaustive" ? &o.exhaustive
                           : std::string_view(f) == "--upload-inputs" ? &o.upload_inputs
                                                                  : &o.glsl_gating;
            app.add_flag(f, *target, help);
            continue;
        }
        const bool out = std::string_view(f) == "--out";
        app.add_option(f, raw[f], help)
            ->type_name(out && c.out_value ? c.out_value : s.value)
            ->allow_extra_args(false)
            ->expected(1)
            ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    }
    // Everything after the first `--` is an argument, even when it starts with a dash.
    std::vector<std::string> before = args, after;
    for (size_t i = 0; i < args.size(); ++i)
        if (args[i] == "--") {
            before.assign(args.begin(), args.begin() + static_cast<long>(i));
            after.assign(args.begin() + static_cast<long>(i) + 1, args.end());
            break;
        }
    std::vector<std::string> reversed(before.rbegin(), before.rend());  // CLI11 takes arguments from the back
    try {
        app.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        std::printf("%s", app.help().c_str());
        return kOk;
    } catch (const CLI::ParseError& e) {
        throw UsageError(std::string(c.name) + ": " + e.what() + " (intrinsic-lab " + c.name +
                         " --help lists its options)");
    }
    for (const std::string& a : app.remaining()) {
        if (is_unknown_option(a, c))
            throw UsageError(std::string(c.name) + ": unknown option '" + a + "' (intrinsic-lab " + c.name +
                             " --help lists its options)");
        o.positional.push_back(a);
    }
    o.positional.insert(o.positional.end(), after.begin(), after.end());
    // In the order of the table, each occurrence in the order given (the last --glsl wins).
    try {
        for (const char* f : c.options)
            for (const std::string& v : raw[f]) apply_option(o, f, v);
    } catch (const UsageError& e) {
        throw UsageError(std::string(c.name) + ": " + e.what());
    }
    return run ? c.run(o) : kOk;
}

}  // namespace

// Laid out for help2man, which makes the man page from it: "usage:" and "  or:" lines, then sections.
std::string usage_text() {
    std::string s = "usage: intrinsic-lab [gui] [--preset NAME] [--screenshot FILE.png] [--size WxH] [--scale PERCENT] "
                    "[--bench-frames N [--bench-batch ROWS]]\n";
    for (const CommandSpec& c : commands()) s += "  or:  " + command_usage(c) + "\n";
    s += "  or:  intrinsic-lab version | --version\n"
         "  or:  intrinsic-lab COMMAND --help\n"
         "\nSee exactly what a GPU computes for a GLSL built-in function: the GPU's bits beside a CPU reference\n"
         "written from the GLSL 4.50 specification, with a verdict the specification backs.\n"
         "\nCommands:\n"
         "  gui       the playground window (also with no command)\n";
    for (const CommandSpec& c : commands()) {
        std::string name = c.name;
        s += "  " + name + std::string(name.size() < 8 ? 8 - name.size() : 0, ' ') + "  " + c.summary + "\n";
    }
    s += "  version   the version of intrinsic-lab\n"
         "\nOptions:\n"
         "  Each command takes --help (its options in full), `--opt V` or `--opt=V`, and `--` before arguments that\n"
         "  start with a dash. Numbers are decimal digits (--seed 010 is ten). `--out -` writes to stdout.\n"
         "  --driver NAME (or --driver=NAME), with any command, runs it on that OpenGL driver (see `drivers`).\n"
         "\nExit status:\n"
         "  0 every case matched or was accepted; 1 a violation; 2 bad usage or input; 3 no OpenGL 4.5 context;\n"
         "  130/143 interrupted by SIGINT/SIGTERM (an unfinished --out file is removed; the previous one stays).\n";
    return s;
}

namespace {
int command_line(int argc, char** argv, GuiEntry gui, bool run);
}  // namespace

int run_command_line(int argc, char** argv, GuiEntry gui) { return command_line(argc, argv, gui, true); }

int check_command_line(int argc, char** argv) { return command_line(argc, argv, nullptr, false); }

namespace {

int command_line(int argc, char** argv, GuiEntry gui, bool run) {
    const std::string cmd = argc > 1 ? argv[1] : "gui";
    std::vector<std::string> args(argv + (argc > 1 ? 2 : 1), argv + argc);
    if (cmd == "-h" || cmd == "--help" || cmd == "help") {
        std::printf("%s", usage_text().c_str());
        return kOk;
    }
    if (cmd == "--version" || cmd == "-V" || cmd == "version") {
        if (cmd == "version" && !args.empty() && args[0] != "--help" && args[0] != "-h")
            throw UsageError("version takes no arguments, got '" + args[0] + "'");
        std::printf("%s\n", version_line().c_str());
        return kOk;
    }
    for (const CommandSpec& c : commands())
        if (cmd == c.name) return dispatch(c, args, run);
    // The playground: `gui [OPTIONS]`, or options alone.
    if (cmd == "gui" || cmd[0] == '-') {
        if (!run) return kOk;
        if (!gui) throw UsageError("built without the GUI (IL_BUILD_GUI=OFF)");
        return gui(cmd == "gui" ? args : std::vector<std::string>(argv + 1, argv + argc));
    }
    throw UsageError("unknown command '" + cmd + "'\n" + usage_text());
}

}  // namespace

}  // namespace il::cli
