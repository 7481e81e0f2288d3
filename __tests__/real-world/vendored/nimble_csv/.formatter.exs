[
  inputs: ["mix.exs", "{lib,test}/**/*.exs"]
]