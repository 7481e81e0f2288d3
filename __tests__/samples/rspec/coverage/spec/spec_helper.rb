# frozen_string_literal: true

# Loads the code under test before any spec file: coverage must already be running.
require_relative "../lib/shapes"
