<?php
declare(strict_types=1);

use PHPUnit\Framework\TestCase;

final class BrokenTest extends TestCase
{
    public function testNeverRuns(): void
    {
        $this->assertTrue(true)
    }
}
