# FindLibHaru: Debian's libhpdf-dev ships neither a CMake config nor a pkg-config file.
#
# Defines LibHaru_FOUND, LibHaru_INCLUDE_DIR, LibHaru_LIBRARY and the imported target LibHaru::LibHaru.

find_path(LibHaru_INCLUDE_DIR NAMES hpdf.h)
find_library(LibHaru_LIBRARY NAMES hpdf libhpdf)

if(LibHaru_INCLUDE_DIR AND EXISTS "${LibHaru_INCLUDE_DIR}/hpdf_version.h")
    file(STRINGS "${LibHaru_INCLUDE_DIR}/hpdf_version.h" _haru_version_line
         REGEX "^#define[ \t]+HPDF_VERSION_TEXT[ \t]+\"[^\"]+\"")
    string(REGEX REPLACE ".*\"([^\"]+)\".*" "\\1" LibHaru_VERSION "${_haru_version_line}")
    unset(_haru_version_line)
endif()

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(LibHaru
    REQUIRED_VARS LibHaru_LIBRARY LibHaru_INCLUDE_DIR
    VERSION_VAR LibHaru_VERSION)

if(LibHaru_FOUND AND NOT TARGET LibHaru::LibHaru)
    add_library(LibHaru::LibHaru UNKNOWN IMPORTED)
    set_target_properties(LibHaru::LibHaru PROPERTIES
        IMPORTED_LOCATION "${LibHaru_LIBRARY}"
        INTERFACE_INCLUDE_DIRECTORIES "${LibHaru_INCLUDE_DIR}")
endif()

mark_as_advanced(LibHaru_INCLUDE_DIR LibHaru_LIBRARY)
