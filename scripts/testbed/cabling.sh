# shellcheck shell=bash disable=SC2034 # CABLES, NODES and CABLED_PORTS are for the caller
# The --cabling SPEC that scripts/testbed.sh (namespaces) and scripts/vmbed.sh (VMs) share: one
# reader, so both testbeds accept and refuse exactly the same cables. Sourced; needs die().

# Fills CABLES ("X p Y q", or "X p SW"), NODES (sorted letters) and CABLED_PORTS (" X:p ...")
# from SPEC. LAST: the testbed's last node letter (default H; the namespace testbed has P).
parse_cabling() {
    local cable used=" " end last=${2:-H}
    [[ $last =~ ^[A-P]$ ]] || die "parse_cabling: '$last' is not a node letter"
    CABLES=()
    NODES=()
    # shellcheck disable=SC2086 # SPEC is space-separated on purpose
    for cable in $1; do
        if [[ $cable =~ ^([A-$last]):([01])-([A-$last]):([01])$ ]]; then
            [ "${BASH_REMATCH[1]}" != "${BASH_REMATCH[3]}" ] || die "cable '$cable' joins a node to itself"
            CABLES+=("${BASH_REMATCH[1]} ${BASH_REMATCH[2]} ${BASH_REMATCH[3]} ${BASH_REMATCH[4]}")
            for end in "${BASH_REMATCH[1]}:${BASH_REMATCH[2]}" "${BASH_REMATCH[3]}:${BASH_REMATCH[4]}"; do
                [[ $used != *" $end "* ]] || die "port $end is cabled twice in '$1'"
                used+="$end "
            done
        elif [[ $cable =~ ^([A-$last]):([01])-SW$ ]]; then
            CABLES+=("${BASH_REMATCH[1]} ${BASH_REMATCH[2]} SW")
            end="${BASH_REMATCH[1]}:${BASH_REMATCH[2]}"
            [[ $used != *" $end "* ]] || die "port $end is cabled twice in '$1'"
            used+="$end "
        else
            die "bad cable '$cable' in --cabling (X:p-Y:q or X:p-SW; nodes A..$last, ports 0/1)"
        fi
    done
    [ ${#CABLES[@]} -gt 0 ] || die "--cabling names no cable"
    mapfile -t NODES < <(printf '%s\n' "${CABLES[@]}" | awk '{print $1; if ($3 != "SW") print $3}' | sort -u)
    CABLED_PORTS=$used
}
