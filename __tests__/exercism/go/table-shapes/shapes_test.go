package shapes

import (
	"strings"
	"testing"
)

type doubleCase struct {
	name string
	in   int
	want int
}

func TestKeyed(t *testing.T) {
	tests := []struct {
		name string
		in   int
		want int
	}{
		{
			name: "one",
			in:   1,
			want: 2,
		},
		{
			name: "three is odd",
			in:   3,
			want: 6,
		},
		{name: "ten", in: 10, want: 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// the doubling
			if got := Double(tt.in); got != tt.want {
				t.Errorf("Double(%d) = %d, want %d", tt.in, got, tt.want)
			}
		})
	}
}

func TestPositional(t *testing.T) {
	prefix := "x"
	cases := []struct {
		desc     string
		in, want int
	}{
		{"two", 2, 4},
		{"four", 4, 8},
	}

	for _, c := range cases {
		t.Run(c.desc, func(t *testing.T) {
			if Double(c.in) != c.want {
				t.Fatal(prefix)
			}
		})
	}
	_ = prefix
}

func TestNamedType(t *testing.T) {
	tests := []doubleCase{
		{name: "zero", in: 0, want: 0},
		{name: "minus one", in: -1, want: -2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if Double(tc.in) != tc.want {
				t.Fail()
			}
		})
	}
}

func TestCopyIdiom(t *testing.T) {
	tests := []doubleCase{
		{name: "five", in: 5, want: 10},
	}
	for _, tt := range tests {
		tt := tt
		t.Run(tt.name, func(t *testing.T) {
			if Double(tt.in) != tt.want {
				t.Fail()
			}
		})
	}
}

func TestRawString(t *testing.T) {
	tests := []struct {
		name  string
		input string
	}{
		{
			name: "multi line",
			input: `first
	second`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := `FIRST
	SECOND`
			if got := Shout(tt.input); got != want {
				t.Errorf("got %q", got)
			}
		})
	}
}

func TestNested(t *testing.T) {
	tests := []doubleCase{
		{name: "outer case", in: 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Run("inner", func(t *testing.T) {
				if Double(tt.in) != 12 {
					t.Fail()
				}
			})
		})
	}
}

func TestNames(t *testing.T) {
	tests := []struct {
		name string
	}{
		{name: "snake_case stays"},
		{name: "say \"hi\""},
		{name: "ünïcode ✓"},
		{name: "same"},
		{name: "same"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if strings.TrimSpace(tt.name) == "" {
				t.Fail()
			}
		})
	}

	// after the loop
	t.Log("done")
}

func TestShout(t *testing.T) {
	for _, tc := range shoutCases {
		t.Run(tc.description, func(t *testing.T) {
			if got := Shout(tc.input); got != tc.expected {
				t.Fatalf("Shout(%q) = %q, want %q", tc.input, got, tc.expected)
			}
		})
	}
}

func TestMapTable(t *testing.T) {
	tests := map[string]int{
		"map one": 1,
	}
	for name, in := range tests {
		t.Run(name, func(t *testing.T) {
			if Double(in) != 2 {
				t.Fail()
			}
		})
	}
}

func TestRangeOverCall(t *testing.T) {
	for _, s := range strings.Fields("alpha beta") {
		t.Run(s, func(t *testing.T) {
			if Shout(s) == s {
				t.Fail()
			}
		})
	}
}
