// version_test.go: the version set at link time wins; without one, a test binary is "(devel)".

package version

import "testing"

func TestString(t *testing.T) {
	if got := String(); got != "(devel)" {
		t.Errorf("String() = %q without a version set, want (devel)", got)
	}
	set = "v9.8.7"
	defer func() { set = "" }()
	if got := String(); got != "v9.8.7" {
		t.Errorf("String() = %q, want the version set at link time", got)
	}
}
