# fleetwright_set_warnings(<target>): the project's warning set, applied to every target we own.
# Deleting an object whose type is only declared skips its destructor: always an error.
function(fleetwright_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
                                             -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
                                             -Woverloaded-virtual -Wimplicit-fallthrough
                                             -Werror=delete-incomplete)
    if(FLEETWRIGHT_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()
