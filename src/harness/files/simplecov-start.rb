# testcage coverage harness for RSpec, written by testcage into a read-only
# harness folder; it is not part of the project under test. Loaded through
# RUBYOPT before RSpec; removes itself from RUBYOPT so that Ruby processes the
# tests start are not measured into the same result.
ENV["RUBYOPT"] = ENV["RUBYOPT"].to_s.split(" ").reject { |o| o.end_with?("testcage_coverage.rb") }.join(" ")
begin
  require "simplecov"
rescue LoadError => e
  problem = ENV["TESTCAGE_COVERAGE_PROBLEM"]
  if problem
    File.write(problem, "SimpleCov is not installed (" + e.message + "): add simplecov to the Gemfile's test group, or install Debian's ruby-simplecov\n")
  end
else
  module Testcage
    # SimpleCov's totals as its HTML formatter prints them, without the HTML.
    class CoverageSummary
      def format(result)
        lines = "Line Coverage: " + result.covered_percent.round(2).to_s + "% (" +
                result.covered_lines.to_s + " / " + result.total_lines.to_s + ")"
        $stdout.puts("", lines)
        if SimpleCov.branch_coverage?
          branches = "Branch Coverage: " + result.coverage_statistics[:branch].percent.round(2).to_s + "% (" +
                     result.covered_branches.to_s + " / " + result.total_branches.to_s + ")"
          $stdout.puts(branches)
        end
        $stdout.flush
      end
    end
  end
  SimpleCov.root(ENV["TESTCAGE_COVERAGE_ROOT"] || Dir.pwd)
  SimpleCov.coverage_dir(ENV["TESTCAGE_COVERAGE_DIR"] || "coverage")
  SimpleCov.command_name("RSpec")
  SimpleCov.formatter(Testcage::CoverageSummary)
  SimpleCov.enable_coverage(:branch) if SimpleCov.respond_to?(:branch_coverage_supported?) && SimpleCov.branch_coverage_supported?
  SimpleCov.start("test_frameworks")
end
