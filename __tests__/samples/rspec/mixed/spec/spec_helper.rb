$LOAD_PATH.unshift(File.expand_path("../lib", __dir__))
require "calculator"

RSpec.configure do |config|
  config.order = :defined
end
