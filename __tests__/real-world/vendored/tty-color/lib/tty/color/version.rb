# frozen_string_literal: true

module TTY
  module Color
    VERSION = "0.6.0"
  end # Color
end # TTY
