-- The Takeuchi function (benches/calls.sh): luajit tak.lua 24 16 8 prints 9.
local function tak(x, y, z)
    if y < x then
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y))
    end
    return z
end

print(tak(tonumber(arg[1]), tonumber(arg[2]), tonumber(arg[3])))
