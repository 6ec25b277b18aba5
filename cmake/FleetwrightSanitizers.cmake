# Sanitizer and fuzzing builds (docs/fuzzing.md). Both options are off by default, and then this
# file adds no flag at all: the normal build is unchanged.
#
# FLEETWRIGHT_SANITIZE  every target with AddressSanitizer and UndefinedBehaviorSanitizer. Undefined
#                       behaviour stops the program (-fno-sanitize-recover), so it fails the test
#                       that reaches it instead of scrolling past as a message.
# FLEETWRIGHT_FUZZ      the same sanitizers, plus libFuzzer's coverage instrumentation in every
#                       library (-fsanitize=fuzzer-no-link), and the fuzz targets of tests/fuzz
#                       linked with libFuzzer (-fsanitize=fuzzer). Clang only.
option(FLEETWRIGHT_SANITIZE "Build everything with AddressSanitizer and UBSan" OFF)
option(FLEETWRIGHT_FUZZ "Build the libFuzzer targets of tests/fuzz (clang; implies the sanitizers)"
       OFF)

if(FLEETWRIGHT_FUZZ AND NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "FLEETWRIGHT_FUZZ needs clang for libFuzzer (found "
                        "${CMAKE_CXX_COMPILER_ID}); configure with -DCMAKE_CXX_COMPILER=clang++-16")
endif()

if(FLEETWRIGHT_SANITIZE OR FLEETWRIGHT_FUZZ)
    add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                        -fno-omit-frame-pointer)
    add_link_options(-fsanitize=address,undefined)
endif()
if(FLEETWRIGHT_FUZZ)
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()

# fleetwright_add_fuzzer(<name> <source>... LIBS <lib>... SEEDS <glob>... DICT <file> MAX_LEN <n>)
# A fuzz target. With FLEETWRIGHT_FUZZ it is a libFuzzer executable; otherwise it is linked with a
# small driver that runs the target once on every file it is given, so the normal build keeps it
# compiling. Either way the test suite replays its seed corpus: copies of the files the SEEDS
# globs (relative to the top of the tree) find, made in <build>/tests/fuzz/seeds/<name> at build
# time. `scripts/dev fuzz` runs every target listed in <build>/tests/fuzz/fuzzers.txt with its
# dictionary DICT and inputs of at most MAX_LEN bytes.
function(fleetwright_add_fuzzer name)
    cmake_parse_arguments(arg "" "DICT;MAX_LEN" "LIBS;SEEDS" ${ARGN})
    add_executable(${name} ${arg_UNPARSED_ARGUMENTS})
    target_link_libraries(${name} PRIVATE ${arg_LIBS})
    if(FLEETWRIGHT_FUZZ)
        target_compile_options(${name} PRIVATE -fsanitize=fuzzer)
        target_link_options(${name} PRIVATE -fsanitize=fuzzer)
        set(replay -runs=0)
    else()
        target_link_libraries(${name} PRIVATE fw_fuzzreplay)
        set(replay)
    endif()
    fleetwright_set_warnings(${name})

    set(seed_dir "${CMAKE_CURRENT_BINARY_DIR}/seeds/${name}")
    list(TRANSFORM arg_SEEDS PREPEND "${PROJECT_SOURCE_DIR}/")
    file(GLOB_RECURSE seeds CONFIGURE_DEPENDS RELATIVE "${PROJECT_SOURCE_DIR}" ${arg_SEEDS})
    set(copies)
    foreach(seed IN LISTS seeds)
        string(REPLACE "/" "_" copy "${seed}")
        add_custom_command(OUTPUT "${seed_dir}/${copy}"
            COMMAND ${CMAKE_COMMAND} -E copy "${PROJECT_SOURCE_DIR}/${seed}" "${seed_dir}/${copy}"
            DEPENDS "${PROJECT_SOURCE_DIR}/${seed}" VERBATIM)
        list(APPEND copies "${seed_dir}/${copy}")
    endforeach()
    add_custom_target(${name}_seeds DEPENDS ${copies})
    add_dependencies(${name} ${name}_seeds)
    add_test(NAME ${name}_seeds COMMAND ${name} ${replay} "${seed_dir}")

    set_property(GLOBAL APPEND PROPERTY FLEETWRIGHT_FUZZERS
        "${name} ${arg_MAX_LEN} ${CMAKE_CURRENT_SOURCE_DIR}/${arg_DICT}")
    get_property(fuzzers GLOBAL PROPERTY FLEETWRIGHT_FUZZERS)
    list(JOIN fuzzers "\n" lines)
    file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/fuzzers.txt" "${lines}\n")
endfunction()
