package org.zalando.problem;

public final class EmptyProblem implements Problem {

}
