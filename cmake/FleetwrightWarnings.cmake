# fleetwright_set_warnings(<target>): the project's warning set, applied to every target we own.
function(fleetwright_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
                                             -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
                                             -Woverloaded-virtual -Wimplicit-fallthrough)
    if(FLEETWRIGHT_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()
