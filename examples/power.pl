% x to the power y by repeated multiplication (seeds/002), as the seeds write it: Prolog facts, one
% block(Label, Code) per block; the twin of power.fg.
% fgljit run examples/power.pl --arg x=10 --arg y=20   ->   100000000000000000000
% args: --arg x=10 --arg y=20
% args: --arg x=2 --arg y=70
block(power, op1(res, same, const(1),
    if(y, power_rec, power_done))).
% the loop: multiply once per round, until y is 0
block(power_rec, op2(res, mul, var(res), var(x),
    op2(y, sub, var(y), const(1),
    if(y, power_rec, power_done)))).
block(power_done, print_and_stop(var(res))).
