-- A brainfuck interpreter in Lua, for LuaJIT (with or without -joff): the same algorithm as bf.c. The
-- program's bytes go into an array, brackets are matched once into a table of jump targets, then a chain
-- of comparisons on each byte runs it (in the order of examples/bf.fg). 65536 cells of 8 bits; cells and
-- the cell pointer wrap around; `,` at the end of the input leaves the cell as it is.
-- Usage: luajit bf.lua PROGRAM.b < INPUT
local path = arg[1]
if not path then io.stderr:write("usage: luajit bf.lua PROGRAM.b < INPUT\n"); os.exit(2) end
local file, err = io.open(path, "rb")
if not file then io.stderr:write(err, "\n"); os.exit(2) end
local text = file:read("*a")
file:close()

local n = #text
local code = {}
for i = 1, n do code[i] = text:byte(i) end

local jump, open = {}, {}
for i = 1, n do
  local c = code[i]
  if c == 91 then
    open[#open + 1] = i
  elseif c == 93 then
    local j = open[#open]
    if not j then io.stderr:write("bf.lua: unmatched ] at byte ", i - 1, "\n"); os.exit(2) end
    open[#open] = nil
    jump[i], jump[j] = j, i
  end
end
if #open > 0 then io.stderr:write("bf.lua: unmatched [ at byte ", open[#open] - 1, "\n"); os.exit(2) end

local tape = {}
for i = 0, 65535 do tape[i] = 0 end
local write, read, char = io.write, io.read, string.char
local p, pc = 0, 1
while pc <= n do
  local c = code[pc]
  if c == 43 then tape[p] = (tape[p] + 1) % 256
  elseif c == 45 then tape[p] = (tape[p] - 1) % 256
  elseif c == 62 then p = (p + 1) % 65536
  elseif c == 60 then p = (p - 1) % 65536
  elseif c == 46 then write(char(tape[p]))
  elseif c == 44 then
    local b = read(1)
    if b then tape[p] = b:byte() end
  elseif c == 91 then
    if tape[p] == 0 then pc = jump[pc] end
  elseif c == 93 then
    if tape[p] ~= 0 then pc = jump[pc] end
  end
  pc = pc + 1
end
