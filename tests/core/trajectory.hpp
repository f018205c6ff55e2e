// Reads a reference trajectory written by tests/reference/write_trajectories.js:
// raw little-endian float64, frame after frame.
#pragma once

#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

inline std::vector<double> readTrajectory(const std::string& name) {
    const std::string path = std::string(PURUPURU_REFERENCE_DIR) + "/" + name + ".f64";
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) throw std::runtime_error("cannot open reference trajectory " + path);
    const auto bytes = static_cast<std::size_t>(in.tellg());
    std::vector<double> values(bytes / sizeof(double));
    in.seekg(0);
    in.read(reinterpret_cast<char*>(values.data()), static_cast<std::streamsize>(bytes));
    return values;
}
