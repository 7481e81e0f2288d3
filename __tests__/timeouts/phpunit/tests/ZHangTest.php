<?php
declare(strict_types=1);

use PHPUnit\Framework\TestCase;

final class ZHangTest extends TestCase
{
    public function testHangs(): void
    {
        sleep(600); // HANG
    }
}
