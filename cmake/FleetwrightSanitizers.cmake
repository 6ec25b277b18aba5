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
    # -O1 and line tables (they come after the build type's flags, so they win): the optimization
    # AddressSanitizer is made for, stack traces with file and line, and a build that links in
    # a fraction of the time and disk full debug information takes.
    add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                        -fno-omit-frame-pointer -O1 -gline-tables-only)
    add_link_options(-fsanitize=address,undefined)
endif()

# fleetwright_sanitized_at_o0(): in the sanitized build only, the targets of the calling directory
# (and below) compile at -O0. app/, tests/ and bench/ call it: the widgets and the tests run no
# loop that needs the optimizer, and they are two thirds of the build, which -O0 compiles in half
# the time. The engines (model/, templates/, validators/) stay at -O1, so the combat trials and the
# layouts the tests run stay quick. The fuzz build keeps -O1 everywhere for its throughput.
function(fleetwright_sanitized_at_o0)
    if(FLEETWRIGHT_SANITIZE AND NOT FLEETWRIGHT_FUZZ)
        set_property(DIRECTORY APPEND PROPERTY COMPILE_OPTIONS -O0)
    endif()
endfunction()

# fleetwright_sanitized_optimized(<target>): a target in such a directory whose own code runs hot
# loops (in a test: a checker over large documents) keeps -O1 after all. (The directory's -O0 is
# taken out: CMake drops an option that a target already has, so a second -O1 would not count.)
function(fleetwright_sanitized_optimized target)
    get_target_property(options ${target} COMPILE_OPTIONS)
    if(options)
        list(REMOVE_ITEM options -O0)
        set_target_properties(${target} PROPERTIES COMPILE_OPTIONS "${options}")
    endif()
endfunction()

if(FLEETWRIGHT_FUZZ)
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()

# fleetwright_with_libfuzzer(<target>): the target's main is libFuzzer's.
function(fleetwright_with_libfuzzer target)
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer)
    target_link_options(${target} PRIVATE -fsanitize=fuzzer)
endfunction()

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
        fleetwright_with_libfuzzer(${name})
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
    # The sanitized build also links each target with libFuzzer's own main, so that the test
    # suite's clang build keeps the fuzz build compiling; its test runs the seeds through it.
    if(FLEETWRIGHT_SANITIZE AND NOT FLEETWRIGHT_FUZZ AND CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        add_executable(${name}_libfuzzer ${arg_UNPARSED_ARGUMENTS})
        target_link_libraries(${name}_libfuzzer PRIVATE ${arg_LIBS})
        fleetwright_with_libfuzzer(${name}_libfuzzer)
        fleetwright_set_warnings(${name}_libfuzzer)
        add_dependencies(${name}_libfuzzer ${name}_seeds)
        add_test(NAME ${name}_libfuzzer_seeds COMMAND ${name}_libfuzzer -runs=0 "${seed_dir}")
    endif()

    set_property(GLOBAL APPEND PROPERTY FLEETWRIGHT_FUZZERS
        "${name} ${arg_MAX_LEN} ${CMAKE_CURRENT_SOURCE_DIR}/${arg_DICT}")
    get_property(fuzzers GLOBAL PROPERTY FLEETWRIGHT_FUZZERS)
    list(JOIN fuzzers "\n" lines)
    file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/fuzzers.txt" "${lines}\n")
endfunction()
