package installs

import (
	"testing"

	"github.com/google/uuid"
)

func TestUUIDModuleWasDownloaded(t *testing.T) {
	if uuid.New().Version() != 4 {
		t.Fatal("expected a version 4 uuid")
	}
}
