// "tool" in every JSON document intrinsic-lab writes, and --version: "intrinsic-lab 0.1.0".
#pragma once

namespace il {

extern const char* const kTool;

}  // namespace il
