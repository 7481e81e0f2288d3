# frozen_string_literal: true

module TTY
  module Which
    VERSION = "0.5.0"
  end # Which
end # TTY
