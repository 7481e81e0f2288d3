require_relative "tty/color"
