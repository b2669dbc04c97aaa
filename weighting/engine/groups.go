// groups.go: a fouled board's groups typed on the command line (ruling score --groups).

package engine

import (
	"strings"

	"github.com/ruling-bridge/ruling/dds"
	"github.com/ruling-bridge/ruling/weighting"
)

// ParseGroups reads the groups of a fouled board (Law 87) as ruling score
// --groups takes them: groups separated by ";", each a list of results
// as a field is written ("4S= N, 4S-1 N, +420"), optionally headed by the
// group's vulnerability when it differs from vul ("All: 4S= N").
func ParseGroups(text string, vul dds.Vulnerability) ([]weighting.Group, error) {
	var out []weighting.Group
	for i, part := range strings.Split(text, ";") {
		g := weighting.Group{Vul: vul}
		if head, rest, ok := strings.Cut(part, ":"); ok {
			v, err := dds.ParseVulnerability(strings.TrimSpace(head))
			if err != nil {
				return nil, dds.OptionErr("groups", ": group %d: %q is not a vulnerability (None, NS, EW or All)", i+1, strings.TrimSpace(head))
			}
			g.Vul, part = v, rest
		}
		if strings.TrimSpace(part) == "" {
			return nil, dds.OptionErr("groups", ": group %d is empty", i+1).WithHint("separate groups with single semicolons: \"4S= N, 4S-1 N; 3S= N\"")
		}
		list, err := ParseList(part, g.Vul)
		if err != nil {
			return nil, dds.OptionErr("groups", ": group %d: %v", i+1, err)
		}
		g.Tables = list
		out = append(out, g)
	}
	if len(out) < 2 {
		return nil, dds.OptionErr("groups", ": one group; a fouled board has two or more, separated by \";\"")
	}
	return out, nil
}
