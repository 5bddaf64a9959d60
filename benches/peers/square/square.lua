-- The square workload in Lua (run by LuaJIT, with and without -joff): a register machine
-- interpreter whose bytecode squares its input by repeated addition. Usage: luajit square.lua N
--
-- Opcodes are strings, dispatched by a chain of comparisons in the same order as
-- examples/bytecode_square.fg and the other peers here. pc counts from 0 like theirs, so the jump
-- target is the same 2; a Lua array starts at 1, hence program[pc + 1].

local PROGRAM = {
  "mov_a_r0", "mov_a_r1",
  -- pc 2, the loop: r0 -= 1; r2 += r1; until r0 == 0
  "mov_r0_a", "decr_a", "mov_a_r0", "mov_r2_a", "add_r1_to_a", "mov_a_r2", "mov_r0_a",
  "jump_if_a", 2,
  "mov_r2_a", "return_a",
}

local function run(program, a)
  local r0, r1, r2 = 0, 0, 0
  local pc = 0
  while true do
    local op = program[pc + 1]
    pc = pc + 1
    if op == "jump_if_a" then
      local target = program[pc + 1]
      pc = pc + 1
      if a ~= 0 then pc = target end
    elseif op == "mov_a_r0" then r0 = a
    elseif op == "mov_a_r1" then r1 = a
    elseif op == "mov_a_r2" then r2 = a
    elseif op == "mov_r0_a" then a = r0
    elseif op == "mov_r1_a" then a = r1
    elseif op == "mov_r2_a" then a = r2
    elseif op == "add_r1_to_a" then a = a + r1
    elseif op == "decr_a" then a = a - 1
    elseif op == "return_a" then return a
    else error(string.format("illegal opcode %s at %d", tostring(op), pc - 1))
    end
  end
end

local n = tonumber(arg[1])
if not n then io.stderr:write("usage: luajit square.lua N\n"); os.exit(2) end
-- LuaJIT's numbers are doubles: every partial sum k*N is exact while below 2^53 (N up to 9.4e7), and
-- for N = 10^8 too (its multiples need few mantissa bits); benches/peers.sh checks each result.
print(string.format("%.0f", run(PROGRAM, n)))
