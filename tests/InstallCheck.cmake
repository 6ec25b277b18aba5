# Installs the build into a scratch prefix and checks what lands where, then runs the desktop
# entry's and the AppStream metadata's validators (when installed) and the installed program.
# cmake -DBUILD_DIR=… -DSOURCE_DIR=… -DPREFIX=… -DVERSION=… -P InstallCheck.cmake
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
    RESULT_VARIABLE result OUTPUT_QUIET ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${errors}")
endif()

set(id org.fleetwright.Fleetwright)
set(expected
    bin/fleetwright
    bin/fleetwright-cli
    share/fleetwright/translations/fleetwright_de.qm
    share/fleetwright/translations/fleetwright_en.qm
    share/doc/fleetwright/user-guide.md
    share/doc/fleetwright/screenshots/main-window.png
    share/applications/${id}.desktop
    share/icons/hicolor/scalable/apps/${id}.svg
    share/metainfo/${id}.metainfo.xml)
file(GLOB examples RELATIVE "${SOURCE_DIR}/resources/examples"
    "${SOURCE_DIR}/resources/examples/*.fleet.json")
foreach(example IN LISTS examples)
    list(APPEND expected share/fleetwright/examples/${example})
endforeach()
file(GLOB docs RELATIVE "${SOURCE_DIR}/docs" "${SOURCE_DIR}/docs/*.md")
foreach(doc IN LISTS docs)
    list(APPEND expected share/doc/fleetwright/${doc})
endforeach()
set(missing "")
foreach(file IN LISTS expected)
    if(NOT EXISTS "${PREFIX}/${file}")
        list(APPEND missing "${file}")
    endif()
endforeach()
if(missing)
    message(FATAL_ERROR "not installed: ${missing}")
endif()
message(STATUS "installed: ${expected}")

find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
if(DESKTOP_FILE_VALIDATE)
    execute_process(COMMAND "${DESKTOP_FILE_VALIDATE}" "${PREFIX}/share/applications/${id}.desktop"
        RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT result EQUAL 0 OR NOT out STREQUAL "")
        message(FATAL_ERROR "desktop-file-validate: ${out}")
    endif()
    message(STATUS "desktop-file-validate: clean")
else()
    message(STATUS "SKIPPED desktop-file-validate: not installed (apt-get install desktop-file-utils)")
endif()

find_program(APPSTREAMCLI appstreamcli)
if(APPSTREAMCLI)
    execute_process(COMMAND "${APPSTREAMCLI}" validate --no-net
            "${PREFIX}/share/metainfo/${id}.metainfo.xml"
        RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "appstreamcli validate: ${out}")
    endif()
    message(STATUS "appstreamcli validate: ${out}")
else()
    message(STATUS "SKIPPED appstreamcli validate: not installed (apt-get install appstream)")
endif()

# The installed program runs without a display and reads its data from the prefix.
execute_process(
    COMMAND env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM= "${PREFIX}/bin/fleetwright"
            --show-paths
    RESULT_VARIABLE result OUTPUT_VARIABLE paths ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "fleetwright --show-paths failed (${result}): ${errors}")
endif()
foreach(line "examples: ${PREFIX}/share/fleetwright/examples"
             "docs: ${PREFIX}/share/doc/fleetwright"
             "translations: ${PREFIX}/share/fleetwright/translations")
    string(FIND "${paths}" "${line}\n" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the installed program does not read \"${line}\"; it says:\n${paths}")
    endif()
endforeach()
execute_process(
    COMMAND env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM= "${PREFIX}/bin/fleetwright" --version
    OUTPUT_VARIABLE version)
if(NOT version STREQUAL "Fleetwright ${VERSION}\n")
    message(FATAL_ERROR "installed fleetwright --version says: ${version}")
endif()
file(REMOVE_RECURSE "${PREFIX}")
