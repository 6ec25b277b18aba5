# cmake -DCLANG_FORMAT=... -DSOURCE_DIR=... -P CheckFormat.cmake
# Fails when any C++ source of the project is not formatted by its .clang-format.
file(GLOB_RECURSE sources
    "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/app/*.h"
    "${SOURCE_DIR}/model/*.cpp" "${SOURCE_DIR}/model/*.h"
    "${SOURCE_DIR}/validators/*.cpp" "${SOURCE_DIR}/validators/*.h"
    "${SOURCE_DIR}/templates/*.cpp" "${SOURCE_DIR}/templates/*.h"
    "${SOURCE_DIR}/translations/*.cpp" "${SOURCE_DIR}/translations/*.h"
    "${SOURCE_DIR}/tests/*.cpp" "${SOURCE_DIR}/tests/*.h"
    "${SOURCE_DIR}/bench/*.cpp" "${SOURCE_DIR}/bench/*.h")
set(unformatted "")
foreach(file ${sources})
    execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror "${file}"
                    RESULT_VARIABLE result OUTPUT_QUIET ERROR_QUIET)
    if(NOT result EQUAL 0)
        file(RELATIVE_PATH relative "${SOURCE_DIR}" "${file}")
        list(APPEND unformatted "${relative}")
    endif()
endforeach()
list(LENGTH sources count)
if(unformatted)
    list(JOIN unformatted "\n  " listing)
    message(FATAL_ERROR "Not clang-format clean (run clang-format -i on them):\n  ${listing}")
endif()
message(STATUS "${count} files are clang-format clean")
