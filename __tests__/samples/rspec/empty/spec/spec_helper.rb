RSpec.configure do |config|
  config.order = :defined
end
