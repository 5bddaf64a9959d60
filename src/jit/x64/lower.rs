//! Instruction selection: the code of each IR instruction of the trace (`lower`), and the slow paths
//! some leave for after the trace (`slow_paths`). Integer arithmetic and comparisons are inline, with
//! an overflow or a failed guard going to an exit stub (`exits.rs`); `put_byte` and the updates of
//! lists in place (`lists.rs`) are inline with a slow path for any other case; every other operation
//! is a call to a helper of `glue.rs`.

use super::emitter::{Emitter, NarrowAdd, Opnd, ProbationSite, Undo, is_displacement_index, mc_kind};
use super::handoff::Src;
use super::regalloc::{ALLOCATABLE, Allocation, Loc, R11, RAX, RDX, Reg};
use crate::jit::contract::Facts;
use crate::jit::exit::{
    CONTEXT, NOWHERE, OUTPUT, SPENT, STACK_LIMIT, STEPS, exit_code, held_owner, kind_offset, word_offset,
};
use crate::jit::ir::{Inst, Opcode, Ref, SnapId, Trace, Ty};
use crate::value::{LIST_KINDS_OFFSET, LIST_LEN_OFFSET, LIST_ROOM_OFFSET, LIST_WORDS_OFFSET, MC_INT};
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi, dynasm};

/// The narrow adds of `trace` (`NarrowAdd`), by the index of their `and`: of the pairs the optimizer
/// proved wrap (`Facts::wrapping_masks`), those whose three values share one register.
pub(super) fn narrow_adds(
    trace: &Trace,
    facts: &Facts,
    alloc: &Allocation,
    last_use: &[usize],
) -> Vec<Option<NarrowAdd>> {
    let mut out = vec![None; trace.ops.len()];
    for &i in &facts.wrapping_masks {
        let (and, j) = (&trace.ops[i], i - 1);
        let add = &trace.ops[j];
        let (Some(m), Some(k)) = (trace.int_const(and.args[1]), trace.int_const(add.args[1])) else { continue };
        // (Only the low bits matter: `i64::MIN` negates to itself.)
        let k = if add.op == Opcode::SubNov { k.wrapping_neg() } else { k };
        let x = add.args[0];
        let Loc::Reg(reg) = alloc.loc[i] else { continue };
        if last_use[j] != i || alloc.loc[j] != Loc::Reg(reg) || alloc.loc[x.index()] != Loc::Reg(reg) || alloc.fused[i]
        {
            continue;
        }
        // Only the low bits of `k` matter to a sum taken modulo 2^8 or 2^16.
        let k = if m == 0xff { i16::from(k as u8 as i8) } else { k as u16 as i16 };
        out[i] = Some(NarrowAdd { reg, bits16: m == 0xffff, k });
    }
    out
}

/// Room kept below a compiled call's frame for what the callee's code calls (the helpers, which run on
/// the same stack).
const CALL_HEADROOM: i32 = 16 << 10;

/// Where `call_proc` calls.
enum Callee {
    /// This trace's own callable entry.
    Own(dynasmrt::DynamicLabel),
    /// Another trace's.
    At(usize),
}

impl Emitter<'_> {
    /// The code of instruction `i` (`inst`), in the trace's order: the body's lowering (`emit.rs`)
    /// calls it for every instruction, the entries' code (`entry.rs`) coming in between.
    pub(super) fn lower(&mut self, i: usize, inst: &Inst) {
        let trace = self.trace;
        let limited_steps = self.limited_steps;
        match inst.op {
            Opcode::Input => self.check_input(i, inst),
            Opcode::Phi => {
                let d = self.dst(i, RAX);
                let r = self.reg(inst.args[0], d);
                self.mov_reg(d, r);
                self.store(i, d);
                if inst.ty == Ty::List && self.owner_of(inst.args[0]) != self.owner[i] {
                    let v = inst.args[0];
                    let take = !v.is_const() && self.last_use[v.index()] == i;
                    self.move_list(i, Ref::op(i), v, take);
                }
            }
            // A sunk list is built only by the exits that need it (`materialize`).
            _ if inst.is_sunk() => {}
            Opcode::Set | Opcode::SetNb | Opcode::Append | Opcode::Slice if self.updates_in_place(i, inst) => {
                self.update_in_place(i, inst)
            }
            Opcode::PutByte if trace.ty(inst.args[0]) == Ty::Int => self.put_byte(i, inst),
            // Every other list a trace holds is made into a home of its own by a helper.
            _ if inst.ty == Ty::List && inst.op != Opcode::Input => self.list_op(i, inst),
            Opcode::Add | Opcode::Sub | Opcode::Mul => self.arith(i, inst),
            Opcode::Div | Opcode::Mod => self.divmod(i, inst),
            // A narrow add (`NarrowAdd`): the `add` is done by its `and`.
            Opcode::AddNov | Opcode::SubNov if self.narrow.get(i + 1).is_some_and(|n| n.is_some()) => {}
            Opcode::BitAnd if let Some(n) = self.narrow[i] => self.narrow_add(n),
            Opcode::BitAnd | Opcode::AddNov | Opcode::SubNov | Opcode::MulNov => self.plain_arith(i, inst),
            Opcode::Sar if self.word(inst.args[1]).is_some_and(|k| (0..64).contains(&k)) => self.plain_arith(i, inst),
            // Comparisons of integers and symbols; structural equality of lists (and `within` against
            // anything but a constant n >= 0) is a helper call.
            _ if super::regalloc::inline_comparison(trace, inst) => {
                if !self.alloc.fused[i] && self.alloc.loc[i] != Loc::None {
                    self.cmp(inst.args[0], inst.args[1]);
                    self.setcc(inst.op);
                    let d = self.dst(i, RAX);
                    dynasm!(self.asm ; .arch x64 ; movzx Rd(d), al);
                    self.store(i, d);
                }
            }
            Opcode::Len => {
                let rl = self.reg(inst.args[0], R11);
                let d = self.dst(i, RAX);
                dynasm!(self.asm ; .arch x64 ; mov Rq(d), QWORD [Rq(rl) + LIST_LEN_OFFSET]);
                self.store(i, d);
            }
            Opcode::ReadList => self.readlist(i, inst),
            Opcode::GuardWords => {
                let stub = self.new_stub(i, Undo::None);
                match trace.const_value(inst.args[0]).and_then(|v| v.as_list()) {
                    Some(l) if l.is_words() => {}
                    Some(_) => dynasm!(self.asm ; .arch x64 ; jmp =>stub),
                    None => {
                        let rl = self.reg(inst.args[0], R11);
                        dynasm!(self.asm ; .arch x64 ; cmp QWORD [Rq(rl) + LIST_KINDS_OFFSET], 0 ; jne =>stub);
                    }
                }
            }
            Opcode::GuardTrue | Opcode::GuardFalse => self.guard_cond(i, inst),
            Opcode::GuardValue => {
                let stub = self.new_stub(i, Undo::None);
                let rv = self.reg(inst.args[0], R11);
                match self.word(inst.args[1]).expect("guard_value compares with a constant") {
                    k if i32::try_from(k).is_ok() => {
                        let k = k as i32;
                        dynasm!(self.asm ; .arch x64 ; cmp Rq(rv), DWORD k);
                    }
                    k => dynasm!(self.asm ; .arch x64 ; mov rax, QWORD k ; cmp Rq(rv), rax),
                }
                dynasm!(self.asm ; .arch x64 ; jne =>stub);
            }
            Opcode::GuardSteps => {
                if limited_steps {
                    let stub = self.new_stub(i, Undo::None);
                    let twice = 2 * trace.jumps_per_iter as i32;
                    dynasm!(self.asm ; .arch x64 ; cmp QWORD [rbp + STEPS], DWORD twice ; jb =>stub);
                } else if self.probation.is_some() && !self.jump_done {
                    self.probation_count(i);
                }
            }
            Opcode::Loop => {
                // The peeled iteration's jumps. The step limit needs no check here: the preamble's
                // `guard_steps` already made sure another iteration's jumps are left.
                if limited_steps && inst.jumps() > 0 {
                    let a = inst.jumps() as i32;
                    dynasm!(self.asm ; .arch x64 ; sub QWORD [rbp + STEPS], DWORD a);
                }
                self.load_pinned(i + 1);
                self.align_loop();
                let loop_label = self.loop_head;
                dynasm!(self.asm ; .arch x64 ; =>loop_label);
                self.count(0);
                self.loop_label = Some(loop_label);
            }
            Opcode::Jump if self.jump_done => {}
            Opcode::Jump => {
                for m in self.list_moves() {
                    self.move_list(i, m.phi, m.value, m.take);
                }
                self.phi_moves();
                if limited_steps {
                    let j = trace.jumps_per_iter as i32;
                    dynasm!(self.asm ; .arch x64 ; sub QWORD [rbp + STEPS], DWORD j);
                }
                let loop_label = self.loop_head;
                dynasm!(self.asm ; .arch x64 ; jmp =>loop_label);
            }
            Opcode::JumpTrace => self.leave_to_trace(i, inst),
            Opcode::Exit => {
                let stub = self.new_stub(i, Undo::None);
                dynasm!(self.asm ; .arch x64 ; jmp =>stub);
            }
            Opcode::CallProc => self.call_proc(i, inst),
            Opcode::Return => self.return_value(inst),
            Opcode::Same => unreachable!("checked"),
            _ => self.call_op(i, inst),
        }
    }

    /// Emits the slow paths the inline code registered (`SlowPath`), after the trace: each does what
    /// its instruction's inline code could not, through the helper, and jumps back.
    pub(super) fn slow_paths(&mut self) {
        let trace = self.trace;
        for slow in std::mem::take(&mut self.slow_paths) {
            let inst = trace.ops[slow.op];
            dynasm!(self.asm ; .arch x64 ; =>slow.label);
            if inst.op == Opcode::GuardSteps {
                // A probation's budget ran out here: the engine ends it when the run ends, and the
                // loop goes on, counting no more (`STEPS` wrapped round).
                let id = self.id.0 as i32 + 1;
                dynasm!(self.asm ; .arch x64 ; mov QWORD [rbp + SPENT], DWORD id ; jmp =>slow.back);
                continue;
            }
            if inst.op == Opcode::CallProc {
                // Never comes back: the trace leaves.
                self.call_proc_left(slow.op);
                continue;
            }
            if inst.ty == Ty::List {
                self.list_op(slow.op, &inst);
            } else {
                self.call_op(slow.op, &inst);
            }
            // The list the helper made (a copy, when the list was shared) has its words elsewhere (unless
            // nothing reads that list: it has no place then, and nothing reads the register either).
            if let Some(rw) = self.pinned_register(slow.op, Ref::op(slow.op))
                && self.alloc.loc[slow.op] != Loc::None
            {
                let rl = self.reg(Ref::op(slow.op), R11);
                self.load_words(rw, rl);
            }
            dynasm!(self.asm ; .arch x64 ; jmp =>slow.back);
        }
    }

    /// Pads to the next cache line (`TRACE_ALIGN`: where the loop's body starts) with the long NOPs of
    /// Intel's optimization manual: the preamble runs into the body through a few instructions, not up
    /// to sixty-three one-byte `nop`s. On a cache line, a loop body's speed does not depend on where
    /// the traces compiled before it ended: at 16 bytes, code fourteen bytes longer in other traces
    /// made hanoi.b's hottest loop 1.3 to 1.5 times slower.
    pub(super) fn align_loop(&mut self) {
        const NOPS: [&[u8]; 10] = [
            &[],
            &[0x90],
            &[0x66, 0x90],
            &[0x0f, 0x1f, 0x00],
            &[0x0f, 0x1f, 0x40, 0x00],
            &[0x0f, 0x1f, 0x44, 0x00, 0x00],
            &[0x66, 0x0f, 0x1f, 0x44, 0x00, 0x00],
            &[0x0f, 0x1f, 0x80, 0x00, 0x00, 0x00, 0x00],
            &[0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
            &[0x66, 0x0f, 0x1f, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00],
        ];
        let line = super::memory::TRACE_ALIGN;
        let mut pad = (line - self.asm.offset().0 % line) % line;
        while pad > 0 {
            let n = pad.min(NOPS.len() - 1);
            self.asm.extend(NOPS[n].iter().copied());
            pad -= n;
        }
    }

    /// A wrapping add in a narrow register (`NarrowAdd`).
    pub(super) fn narrow_add(&mut self, NarrowAdd { reg, bits16, k }: NarrowAdd) {
        match (bits16, i8::try_from(k)) {
            // (The sign-extended 8-bit immediate also keeps Intel's decoders from the stall a 16-bit
            // one costs them.)
            (true, Ok(k8)) => dynasm!(self.asm ; .arch x64 ; add Rw(reg), BYTE k8),
            (true, Err(_)) => dynasm!(self.asm ; .arch x64 ; add Rw(reg), WORD k),
            (false, _) => {
                let k8 = k as i8;
                dynasm!(self.asm ; .arch x64 ; add Rb(reg), BYTE k8)
            }
        }
    }

    pub(super) fn cmp(&mut self, a: Ref, b: Ref) {
        let ra = self.reg(a, R11);
        match self.opnd(b, RAX) {
            Opnd::Imm(0) => dynasm!(self.asm ; .arch x64 ; test Rq(ra), Rq(ra)),
            Opnd::Imm(x) => dynasm!(self.asm ; .arch x64 ; cmp Rq(ra), DWORD x),
            Opnd::Reg(rb) => dynasm!(self.asm ; .arch x64 ; cmp Rq(ra), Rq(rb)),
        }
    }

    /// Jumps to `target` when comparison `op` (just computed by `cmp`) is `when`.
    pub(super) fn jcc(&mut self, op: Opcode, when: bool, target: DynamicLabel) {
        let op = if when { op } else { op.def().negated.expect("a comparison") };
        match op {
            Opcode::Eq => dynasm!(self.asm ; .arch x64 ; je =>target),
            Opcode::Ne => dynasm!(self.asm ; .arch x64 ; jne =>target),
            Opcode::Lt => dynasm!(self.asm ; .arch x64 ; jl =>target),
            Opcode::Le => dynasm!(self.asm ; .arch x64 ; jle =>target),
            Opcode::Gt => dynasm!(self.asm ; .arch x64 ; jg =>target),
            Opcode::Ge => dynasm!(self.asm ; .arch x64 ; jge =>target),
            // Against a constant n >= 0 (`regalloc::inline_comparison`): unsigned a < n is 0 <= a < n.
            Opcode::Within => dynasm!(self.asm ; .arch x64 ; jb =>target),
            Opcode::Outside => dynasm!(self.asm ; .arch x64 ; jae =>target),
            _ => unreachable!("not a comparison"),
        }
    }

    pub(super) fn setcc(&mut self, op: Opcode) {
        match op {
            Opcode::Eq => dynasm!(self.asm ; .arch x64 ; sete al),
            Opcode::Ne => dynasm!(self.asm ; .arch x64 ; setne al),
            Opcode::Lt => dynasm!(self.asm ; .arch x64 ; setl al),
            Opcode::Le => dynasm!(self.asm ; .arch x64 ; setle al),
            Opcode::Gt => dynasm!(self.asm ; .arch x64 ; setg al),
            Opcode::Ge => dynasm!(self.asm ; .arch x64 ; setge al),
            Opcode::Within => dynasm!(self.asm ; .arch x64 ; setb al),
            Opcode::Outside => dynasm!(self.asm ; .arch x64 ; setae al),
            _ => unreachable!("not a comparison"),
        }
    }

    pub(super) fn arith(&mut self, i: usize, inst: &Inst) {
        let [a, b, _] = inst.args;
        let d = self.alloc.loc[i];
        let in_place = matches!((d, self.loc(a)), (Loc::Reg(x), Loc::Reg(y)) if x == y);
        let b_clobbered = matches!((d, self.loc(b)), (Loc::Reg(x), Loc::Reg(y)) if x == y);
        if in_place && inst.op != Opcode::Mul && !b_clobbered {
            let Loc::Reg(rd) = d else { unreachable!() };
            let ob = self.opnd(b, R11);
            let undo = match (inst.op, ob) {
                (Opcode::Add, Opnd::Imm(x)) => Undo::SubImm(rd, x),
                (Opcode::Add, Opnd::Reg(r)) => Undo::SubReg(rd, r),
                (_, Opnd::Imm(x)) => Undo::AddImm(rd, x),
                (_, Opnd::Reg(r)) => Undo::AddReg(rd, r),
            };
            let stub = self.new_stub(i, undo);
            match (inst.op, ob) {
                (Opcode::Add, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; add Rq(rd), DWORD x),
                (Opcode::Add, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; add Rq(rd), Rq(r)),
                (_, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; sub Rq(rd), DWORD x),
                (_, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; sub Rq(rd), Rq(r)),
            }
            dynasm!(self.asm ; .arch x64 ; jo =>stub);
            return;
        }
        // Compute in r11, so the operands stay intact for the stub if it overflows.
        let ra = self.reg(a, R11);
        self.mov_reg(R11, ra);
        let stub = self.new_stub(i, Undo::None);
        match (inst.op, self.opnd(b, RAX)) {
            (Opcode::Add, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; add r11, DWORD x),
            (Opcode::Add, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; add r11, Rq(r)),
            (Opcode::Sub, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; sub r11, DWORD x),
            (Opcode::Sub, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; sub r11, Rq(r)),
            (_, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; imul r11, r11, DWORD x),
            (_, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; imul r11, Rq(r)),
        }
        dynasm!(self.asm ; .arch x64 ; jo =>stub);
        self.store(i, R11);
    }

    /// Integer arithmetic that cannot fail (the optimizer's `and`, `sar`, `add_nov`, `sub_nov`, `mul_nov`): one
    /// instruction, no guard.
    pub(super) fn plain_arith(&mut self, i: usize, inst: &Inst) {
        let [a, b, _] = inst.args;
        if self.alloc.loc[i] == Loc::None {
            return;
        }
        let d = self.dst(i, R11);
        // The operand b must survive d being written with a: else compute in r11.
        let d = if !b.is_const() && self.loc(b) == Loc::Reg(d) { R11 } else { d };
        let ra = self.reg(a, d);
        if ra != d
            && b.is_const()
            && let (Opcode::AddNov | Opcode::SubNov, Opnd::Imm(x)) = (inst.op, self.opnd(b, RAX))
            && let Some(k) = if inst.op == Opcode::SubNov { x.checked_neg() } else { Some(x) }
        {
            // An offset of a value that stays live (a run of `>` counted from the loop's pointer).
            dynasm!(self.asm ; .arch x64 ; lea Rq(d), [Rq(ra) + k]);
            self.store(i, d);
            return;
        }
        self.mov_reg(d, ra);
        match (inst.op, self.opnd(b, RAX)) {
            (Opcode::BitAnd, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; and Rq(d), DWORD x),
            (Opcode::BitAnd, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; and Rq(d), Rq(r)),
            (Opcode::AddNov, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; add Rq(d), DWORD x),
            (Opcode::AddNov, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; add Rq(d), Rq(r)),
            (Opcode::SubNov, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; sub Rq(d), DWORD x),
            (Opcode::SubNov, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; sub Rq(d), Rq(r)),
            (Opcode::MulNov, Opnd::Imm(x)) => dynasm!(self.asm ; .arch x64 ; imul Rq(d), Rq(d), DWORD x),
            (Opcode::MulNov, Opnd::Reg(r)) => dynasm!(self.asm ; .arch x64 ; imul Rq(d), Rq(r)),
            (Opcode::Sar, Opnd::Imm(x)) => {
                let k = x as i8;
                dynasm!(self.asm ; .arch x64 ; sar Rq(d), k)
            }
            (op, _) => unreachable!("{op} with these operands is a helper call"),
        }
        self.store(i, d);
    }

    /// Floor division and modulo (FGL's `//` and `%`: the remainder has the divisor's sign).
    pub(super) fn divmod(&mut self, i: usize, inst: &Inst) {
        let [a, b, _] = inst.args;
        let stub = self.new_stub(i, Undo::None);
        let rb = self.reg(b, R11);
        let ra = self.reg(a, RAX);
        self.mov_reg(RAX, ra);
        dynasm!(self.asm
            ; .arch x64
            ; test Rq(rb), Rq(rb)
            ; jz =>stub
            ; cmp Rq(rb), -1
            ; jne >ok
            ; mov rdx, QWORD i64::MIN
            ; cmp rax, rdx
            ; je =>stub
            ; ok:
            ; cqo
            ; idiv Rq(rb)
            ; test rdx, rdx
            ; jz >done
        );
        if inst.op == Opcode::Div {
            dynasm!(self.asm
                ; .arch x64
                ; xor rdx, Rq(rb)
                ; jns >done
                ; sub rax, 1
                ; done:
            );
            self.store(i, RAX);
        } else {
            dynasm!(self.asm
                ; .arch x64
                ; mov rax, rdx
                ; xor rax, Rq(rb)
                ; jns >done
                ; add rdx, Rq(rb)
                ; done:
            );
            self.store(i, RDX);
        }
    }

    pub(super) fn readlist(&mut self, i: usize, inst: &Inst) {
        let [l, idx, _] = inst.args;
        let stub = self.new_stub(i, Undo::None);
        let rl = self.reg(l, R11);
        let kind = mc_kind(inst.ty);
        let d = self.dst(i, RAX);
        let access = inst.access();
        let Some(index) = self.index_in(rl, idx, stub, access.in_bounds) else { return };
        // The element's kind: a list of integers has no kind codes (`value.rs`), and holds nothing else;
        // none to check when the list is proved to be one (`opt/lists.rs`).
        if !access.words {
            let words = self.asm.new_dynamic_label();
            dynasm!(self.asm ; .arch x64 ; mov rax, QWORD [Rq(rl) + LIST_KINDS_OFFSET] ; test rax, rax);
            if kind == MC_INT {
                dynasm!(self.asm ; .arch x64 ; jz =>words);
            } else {
                dynasm!(self.asm ; .arch x64 ; jz =>stub);
            }
            let kind = kind as i8;
            match index {
                Opnd::Imm(k) => dynasm!(self.asm ; .arch x64 ; cmp BYTE [rax + k], BYTE kind),
                Opnd::Reg(ri) => dynasm!(self.asm ; .arch x64 ; cmp BYTE [rax + Rq(ri)], BYTE kind),
            }
            dynasm!(self.asm ; .arch x64 ; jne =>stub ; =>words);
        }
        let words = self.words_of(i, l, rl);
        match index {
            Opnd::Imm(k) => dynasm!(self.asm ; .arch x64 ; mov Rq(d), QWORD [Rq(words) + k * 8]),
            Opnd::Reg(ri) => dynasm!(self.asm ; .arch x64 ; mov Rq(d), QWORD [Rq(words) + Rq(ri) * 8]),
        }
        self.store(i, d);
    }

    /// Checks that index `idx` is within the length of the list in `rl` (jumping to `out` if not) and
    /// returns it as an operand (a constant, or a register: its own, or rdx); `None` when it is a
    /// constant that never is (the jump is all the code). No check when a dominating access proved it
    /// (`in_bounds`, `opt/lists.rs`).
    pub(super) fn index_in(&mut self, rl: Reg, idx: Ref, out: DynamicLabel, in_bounds: bool) -> Option<Opnd> {
        match self.word(idx) {
            Some(k) if !is_displacement_index(k) => {
                dynasm!(self.asm ; .arch x64 ; jmp =>out);
                None
            }
            Some(k) => {
                let k = k as i32;
                if !in_bounds {
                    dynasm!(self.asm ; .arch x64 ; cmp QWORD [Rq(rl) + LIST_LEN_OFFSET], DWORD k ; jbe =>out);
                }
                Some(Opnd::Imm(k))
            }
            None => {
                let ri = self.reg(idx, RDX);
                if !in_bounds {
                    dynasm!(self.asm ; .arch x64 ; cmp Rq(ri), QWORD [Rq(rl) + LIST_LEN_OFFSET] ; jae =>out);
                }
                Some(Opnd::Reg(ri))
            }
        }
    }

    /// On probation, the count of an iteration's jumps against the budget the engine put in `STEPS`
    /// (`policy::PROBATION_BUDGET`), at `guard_steps` `i`: the iteration that crosses the budget
    /// writes the trace into `SPENT` (a slow path) and goes on, and the engine ends the probation when
    /// the run ends (a loop that runs that long is of use). `Backend::end_probation` overwrites the
    /// site: in the peeled iteration, with the mark that a run went round a loop no longer counting
    /// (every way into the loop but its body's entry goes through there); in the body, with `nop`s.
    fn probation_count(&mut self, i: usize) {
        let (spent, back) = self.slow_path(i);
        let j = self.trace.jumps_per_iter.max(1) as i32;
        let at = self.at();
        // Once the budget is spent (`STEPS` wrapped round, negative), the loop skips the count: no
        // update of memory from one iteration to the next for the rest of the run.
        dynasm!(self.asm ; .arch x64
            ; cmp QWORD [rbp + STEPS], BYTE 0 ; jl =>back
            ; sub QWORD [rbp + STEPS], DWORD j ; jb =>spent ; =>back);
        let site = if self.loop_label.is_some() { ProbationSite::CountInBody } else { ProbationSite::Count };
        if let Some(sites) = &mut self.probation {
            sites.push((at, site));
        }
    }

    /// Whether the `jump` right after instruction `i` needs no code of its own (no phi move, no step
    /// accounting), so a guard at `i` can branch back to the loop itself (loop inversion: one taken
    /// branch per iteration instead of a guard branch plus a `jmp`).
    pub(super) fn jump_is_free_after(&self, i: usize) -> bool {
        let op = |k: usize| self.trace.ops.get(k).map(|n| n.op);
        // Without a step limit, `guard_steps` (which sits right before `jump`) emits no code; on a
        // probation, the guard branches back through its count (`guard_cond`).
        let next_is_jump = op(i + 1) == Some(Opcode::Jump)
            || (op(i + 1) == Some(Opcode::GuardSteps) && op(i + 2) == Some(Opcode::Jump));
        next_is_jump
            && !self.limited_steps
            && self.trace.phis.iter().all(|&(p, v)| {
                let dst = self.alloc.loc[p.index()];
                dst == Loc::None || (!v.is_const() && self.loc(v) == dst)
            })
            && self.list_moves().is_empty()
    }

    pub(super) fn guard_cond(&mut self, i: usize, inst: &Inst) {
        let c = inst.args[0];
        let fail_if_true = inst.op == Opcode::GuardFalse;
        if let Some(w) = self.word(c) {
            if (w != 0) == fail_if_true {
                let stub = self.new_stub(i, Undo::None);
                dynasm!(self.asm ; .arch x64 ; jmp =>stub);
            }
            return;
        }
        let stub = self.new_stub(i, Undo::None);
        // Loop inversion: branch back to the loop while the guard holds, fall through to its exit.
        let (target, on_fail) = match self.loop_label {
            Some(l) if self.jump_is_free_after(i) => (l, false),
            _ => (stub, true),
        };
        // On probation, the branch back goes through the count of the iteration's jumps; ending the
        // probation makes it branch to the loop again (`Backend::end_probation`).
        let count = (!on_fail && self.probation.is_some()).then(|| self.asm.new_dynamic_label());
        let target = count.unwrap_or(target);
        if i > 0 && self.alloc.fused[i - 1] {
            let cmp = self.trace.ops[i - 1];
            self.cmp(cmp.args[0], cmp.args[1]);
            self.jcc(cmp.op, fail_if_true == on_fail, target);
        } else {
            let rc = self.reg(c, R11);
            dynasm!(self.asm ; .arch x64 ; test Rq(rc), Rq(rc));
            if fail_if_true == on_fail {
                dynasm!(self.asm ; .arch x64 ; jnz =>target);
            } else {
                dynasm!(self.asm ; .arch x64 ; jz =>target);
            }
        }
        if on_fail {
            self.guard_branches.push((inst.snap, self.at()));
        }
        let end = self.at();
        if let (Some(_), Some(sites)) = (count, &mut self.probation) {
            sites.push((end, ProbationSite::Branch));
        }
        if !on_fail {
            dynasm!(self.asm ; .arch x64 ; jmp =>stub);
            self.jump_done = true;
        }
        if let (Some(count), Some(loop_label)) = (count, self.loop_label) {
            dynasm!(self.asm ; .arch x64 ; =>count);
            self.probation_count(i + 1);
            dynasm!(self.asm ; .arch x64 ; jmp =>loop_label);
        }
    }

    /// Moves each phi's new value into it, all at once: a move goes when no other pending move still
    /// reads its destination; a cycle is broken by parking one destination's value in r11.
    pub(super) fn phi_moves(&mut self) {
        #[derive(Clone, Copy, PartialEq)]
        enum Src {
            Loc(Loc),
            Const(Ref),
            Parked,
        }
        let mut moves: Vec<(Loc, Src)> = Vec::new();
        for &(p, v) in &self.trace.phis {
            let dst = self.alloc.loc[p.index()];
            let src = if v.is_const() { Src::Const(v) } else { Src::Loc(self.loc(v)) };
            if dst != Loc::None && src != Src::Loc(dst) {
                moves.push((dst, src));
            }
        }
        while !moves.is_empty() {
            let ready = moves.iter().position(|(d, _)| !moves.iter().any(|(_, s)| *s == Src::Loc(*d)));
            let Some(k) = ready else {
                let d = moves[0].0;
                self.load(R11, d);
                for m in &mut moves {
                    if m.1 == Src::Loc(d) {
                        m.1 = Src::Parked;
                    }
                }
                continue;
            };
            let (dst, src) = moves.remove(k);
            let r = match src {
                Src::Loc(l) => {
                    self.load(RAX, l);
                    match l {
                        Loc::Reg(r) => r,
                        _ => RAX,
                    }
                }
                Src::Const(c) => self.reg(c, RAX),
                Src::Parked => R11,
            };
            match dst {
                Loc::Reg(d) => self.mov_reg(d, r),
                Loc::Stack(s) => {
                    let off = 8 * s as i32 + self.rsp_bias;
                    dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + off], Rq(r));
                }
                Loc::None => {}
            }
        }
    }

    /// An operation computed by `glue::call_op` through the operation table: a failure (or a result of
    /// another kind than the trace's) leaves the trace.
    pub(super) fn call_op(&mut self, i: usize, inst: &Inst) {
        let helper = super::glue::call_op as *const () as i64;
        self.call_helper(i, helper, inst.op as u32, inst.operands(), [mc_kind(inst.ty) as i64, 0, 0], true);
        self.store(i, R11);
    }

    /// An instruction whose result is a list: `glue::list_op` computes it into its home, moving operand
    /// 0 out of its owner when the recorder made the operation owned and nothing reads that value later.
    pub(super) fn list_op(&mut self, i: usize, inst: &Inst) {
        let a = inst.args[0];
        let takes = inst.owned() && inst.op.arity() > 0 && !a.is_const() && self.last_use[a.index()] == i;
        let from = if takes { self.owner_of(a) } else { NOWHERE };
        let helper = super::glue::list_op as *const () as i64;
        self.call_helper(i, helper, inst.op as u32, inst.operands(), [self.owner[i], from, 0], true);
        self.store(i, R11);
    }

    /// An update in place (`updates_in_place`) of a list of integers (no kind codes) that is unshared:
    /// `set` stores a word, `append` stores one in the words' free room and grows the length, a prefix
    /// `slice` shortens the length. Anything else (another strategy, a shared list, an index out of
    /// range, no free room) goes to the helper, off the hot path, which does it as `list_op` does.
    pub(super) fn update_in_place(&mut self, i: usize, inst: &Inst) {
        let [l, x, y] = inst.args;
        let (slow, back) = self.slow_path(i);
        let rl = self.reg(l, R11);
        let access = inst.access();
        if !access.words {
            dynasm!(self.asm ; .arch x64 ; cmp QWORD [Rq(rl) + LIST_KINDS_OFFSET], 0 ; jne =>slow);
        }
        if !self.unshared[l.index()] {
            self.check_unshared(rl, slow);
        }
        match inst.op {
            // Left to the next `set` of the element, or to the exit that needs it (`lazy_stores`).
            Opcode::Set | Opcode::SetNb if self.lazy_in_place(i) => {}
            Opcode::Set | Opcode::SetNb => {
                let index = self.index_in(rl, x, slow, access.in_bounds);
                let words = self.words_of(i, l, rl);
                // The element is at words + disp: a constant index (below i32::MAX / 8, `index_in`)
                // is the displacement itself.
                match index {
                    Some(Opnd::Imm(k)) => self.store_element(words, k * 8, y),
                    Some(Opnd::Reg(ri)) if ri != RDX => self.store_indexed(words, ri, y),
                    // The index is in rdx, which the value may need.
                    Some(Opnd::Reg(ri)) => {
                        dynasm!(self.asm ; .arch x64 ; lea rax, [Rq(words) + Rq(ri) * 8]);
                        self.store_element(RAX, 0, y);
                    }
                    None => self.store_element(words, 0, y),
                }
            }
            Opcode::Append => {
                dynasm!(self.asm
                    ; .arch x64
                    ; mov rax, QWORD [Rq(rl) + LIST_LEN_OFFSET]
                    ; cmp rax, QWORD [Rq(rl) + LIST_ROOM_OFFSET]
                    ; jae =>slow
                    ; mov rdx, QWORD [Rq(rl) + LIST_WORDS_OFFSET]
                    ; lea rdx, [rdx + rax * 8]
                    ; add rax, 1
                    ; mov QWORD [Rq(rl) + LIST_LEN_OFFSET], rax
                );
                // rdx holds the new element's address; rax is free again for the value.
                match self.opnd(x, RAX) {
                    Opnd::Imm(w) => dynasm!(self.asm ; .arch x64 ; mov QWORD [rdx], DWORD w),
                    Opnd::Reg(rv) => dynasm!(self.asm ; .arch x64 ; mov QWORD [rdx], Rq(rv)),
                }
            }
            _ => match self.opnd(y, RAX) {
                // The end must be within the length (unsigned: a negative end is out of range too).
                Opnd::Imm(k) if k < 0 => dynasm!(self.asm ; .arch x64 ; jmp =>slow),
                Opnd::Imm(k) => dynasm!(self.asm
                    ; .arch x64
                    ; cmp QWORD [Rq(rl) + LIST_LEN_OFFSET], DWORD k
                    ; jb =>slow
                    ; mov QWORD [Rq(rl) + LIST_LEN_OFFSET], DWORD k
                ),
                Opnd::Reg(rj) => dynasm!(self.asm
                    ; .arch x64
                    ; cmp Rq(rj), QWORD [Rq(rl) + LIST_LEN_OFFSET]
                    ; ja =>slow
                    ; mov QWORD [Rq(rl) + LIST_LEN_OFFSET], Rq(rj)
                ),
            },
        }
        self.store(i, rl);
        dynasm!(self.asm ; .arch x64 ; =>back);
    }

    /// `put_byte` of an integer: appended to the output buffer (`world::Output`, its address in the
    /// `OUTPUT` slot) without leaving machine code; a value that is no byte, or a full buffer, goes to
    /// the helper off the hot path (it reports the error, or flushes the buffer).
    pub(super) fn put_byte(&mut self, i: usize, inst: &Inst) {
        let (slow, back) = self.slow_path(i);
        let value = self.opnd(inst.args[0], R11);
        match value {
            Opnd::Imm(b) if !(0..=255).contains(&b) => dynasm!(self.asm ; .arch x64 ; jmp =>slow),
            Opnd::Imm(_) => {}
            Opnd::Reg(r) => dynasm!(self.asm ; .arch x64 ; cmp Rq(r), 255 ; ja =>slow),
        }
        let room = crate::world::BUFFER_BYTES as i32;
        let bytes = crate::world::OUTPUT_BYTES_OFFSET;
        dynasm!(self.asm
            ; .arch x64
            ; mov rax, QWORD [rbp + OUTPUT]
            ; mov rdx, QWORD [rax]
            ; cmp rdx, DWORD room
            ; jae =>slow
        );
        match value {
            Opnd::Imm(b) => {
                let b = b as i8;
                dynasm!(self.asm ; .arch x64 ; mov BYTE [rax + rdx + bytes], BYTE b);
            }
            Opnd::Reg(r) => dynasm!(self.asm ; .arch x64 ; mov BYTE [rax + rdx + bytes], Rb(r)),
        }
        dynasm!(self.asm ; .arch x64 ; add rdx, 1 ; mov QWORD [rax], rdx);
        if self.alloc.loc[i] != Loc::None {
            let d = self.dst(i, RAX);
            self.mov_imm(d, 0);
            self.store(i, d);
        }
        dynasm!(self.asm ; .arch x64 ; =>back);
    }

    /// Phi `p` takes list `v` into its home (`glue::move_list`), moving it when `take` (nothing reads
    /// `v` afterwards) and its owner is a home or the phi's own variable: another variable's held
    /// list stays its own (that variable may be live, only not written here).
    pub(super) fn move_list(&mut self, i: usize, p: Ref, v: Ref, take: bool) {
        let own = self.owner_of(v);
        let take = take && (own >= 0 || own == held_owner(self.trace.ops[p.index()].var()));
        let helper = super::glue::move_list as *const () as i64;
        self.call_helper(i, helper, 0, &[v], [self.owner[p.index()], self.owner_of(v), take as i64], false);
    }

    /// `call_proc` (instruction `i`): a native call of the callee's function-entry trace, which makes a
    /// frame of its own below this one and returns its value in rdx with the carry flag clear, or the
    /// exit it left through in rax with the carry flag set. The arguments go where the callee's entry
    /// reads its parameters (the exit state's slots); every register that holds a value used after the
    /// call is saved around it (the callee uses them all). When the native stack's budget would be
    /// passed, it leaves before the call, and the interpreter makes it. When the callee left, its exit
    /// is stashed (`glue::stash_exit`) and this trace leaves through the call's snapshot too, so every
    /// level of the calls becomes an interpreter frame (`ExitState::restore_stashed`).
    pub(super) fn call_proc(&mut self, i: usize, inst: &Inst) {
        let (target, convention) = self.callee(inst.proc());
        let stub = self.new_stub(i, Undo::None);
        let live: Vec<Reg> = self.live_regs_at(i);
        let save = Self::saved_bytes(&live);
        // rsp is the same at every call of the trace (each pops what it pushed): the first checks
        // that there is room for the one that needs the most, and the others need not check.
        let calls = (0..self.trace.ops.len()).filter(|&j| self.trace.ops[j].op == Opcode::CallProc);
        if calls.clone().next() == Some(i) {
            let most = calls.map(|j| Self::saved_bytes(&self.live_regs_at(j))).max().unwrap_or(save);
            let need = most + 8 + super::FAMILY_FRAME_BYTES + CALL_HEADROOM;
            dynasm!(self.asm
                ; .arch x64
                ; lea r11, [rsp - need]
                ; cmp r11, QWORD [rbp + STACK_LIMIT]
                ; jb =>stub
            );
        }
        let params = self.be.proc_params(inst.proc());
        if let Some(places) = &convention.args {
            // A parameter the callee's entry takes in no register (its trace never reads it) goes in
            // its slot, word and kind: a bridge of that trace, running inside this call, reads it there.
            for (k, var) in params.clone().enumerate() {
                if !places.iter().any(|&(v, dst)| v == var && dst != Loc::None) {
                    let (wo, ko) = (word_offset(var), kind_offset(self.be.nvars, var));
                    self.store_slot(wo, inst.args[k]);
                    dynasm!(self.asm ; .arch x64 ; mov QWORD [rbp + ko], DWORD MC_INT as i32);
                }
            }
        }
        if convention.args.is_none() {
            // Into the parameters' slots, with their kinds only for an entry that checks them: a
            // family's exits write every kind (`write_snapshot`), so nothing else reads them.
            for (k, var) in params.clone().enumerate() {
                let (wo, ko) = (word_offset(var), kind_offset(self.be.nvars, var));
                self.store_slot(wo, inst.args[k]);
                if !convention.trusted {
                    dynasm!(self.asm ; .arch x64 ; mov QWORD [rbp + ko], DWORD MC_INT as i32);
                }
            }
        }
        // Pushed, below 8 bytes of padding when their number is odd.
        let pad = save - 8 * live.len() as i32;
        if pad > 0 {
            dynasm!(self.asm ; .arch x64 ; sub rsp, pad);
        }
        for &r in &live {
            dynasm!(self.asm ; .arch x64 ; push Rq(r));
        }
        if let Some(places) = &convention.args {
            // Straight into the callee's registers, once the values live across the call are saved
            // (the moves may overwrite them); a spill slot is `save` bytes further from rsp now.
            let moves: Vec<(Loc, Src)> = params
                .enumerate()
                .filter_map(|(k, var)| {
                    let &(_, dst) = places.iter().find(|&&(v, _)| v == var)?;
                    let arg = inst.args[k];
                    let src = match self.src(arg).expect("an argument has a place") {
                        Src::Stack(s) => Src::Stack(s + save as u32 / 8),
                        src => src,
                    };
                    (dst != Loc::None).then_some((dst, src))
                })
                .collect();
            super::handoff::emit_moves(&mut self.asm, &moves);
        }
        match target {
            Callee::Own(label) => dynasm!(self.asm ; .arch x64 ; call =>label),
            Callee::At(addr) => dynasm!(self.asm ; .arch x64 ; call extern addr),
        }
        // Neither `pop` nor `lea` touches the carry flag the callee came back with (`x64/mod.rs`).
        for &r in live.iter().rev() {
            dynasm!(self.asm ; .arch x64 ; pop Rq(r));
        }
        if pad > 0 {
            dynasm!(self.asm ; .arch x64 ; lea rsp, [rsp + pad]);
        }
        let (unwind, back) = self.slow_path(i);
        dynasm!(self.asm
            ; .arch x64
            ; jc =>unwind
            ; =>back
        );
        self.store(i, RDX);
    }

    /// The slow path of `call_proc` (instruction `i`): the callee left its machine code with the exit
    /// code in rax; its exit is stashed, and this trace leaves through the call's snapshot.
    pub(super) fn call_proc_left(&mut self, i: usize) {
        const SAVED: [Reg; 6] = [1, 6, 7, 8, 9, 10];
        const FRAME: i32 = 48;
        let stub = self.stubs.iter().find(|s| s.op == i).map(|s| s.label).expect("call_proc has its stub");
        dynasm!(self.asm ; .arch x64 ; sub rsp, FRAME);
        for (k, &r) in SAVED.iter().enumerate() {
            let off = 8 * k as i32;
            dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + off], Rq(r));
        }
        let helper = super::glue::stash_exit as *const () as i64;
        dynasm!(self.asm
            ; .arch x64
            ; mov rdi, QWORD [rbp + CONTEXT]
            ; mov rsi, rax
            ; mov rax, QWORD helper
            ; call rax
        );
        for (k, &r) in SAVED.iter().enumerate() {
            let off = 8 * k as i32;
            dynasm!(self.asm ; .arch x64 ; mov Rq(r), QWORD [rsp + off]);
        }
        dynasm!(self.asm ; .arch x64 ; add rsp, FRAME ; jmp =>stub);
    }

    /// `return v`: the value to the caller in rdx, the exit code of the `return` in rcx (for
    /// `family_enter`), the frame freed and the carry flag clear.
    fn return_value(&mut self, inst: &Inst) {
        let x = self.reg(inst.args[0], RDX);
        self.mov_reg(RDX, x);
        self.count_exit(inst.snap);
        if self.limited_steps {
            let j = self.trace.snapshot(inst.snap).jumps as i32;
            if j > 0 {
                dynasm!(self.asm ; .arch x64 ; sub QWORD [rbp + STEPS], DWORD j);
            }
        }
        let code = exit_code(self.id, inst.snap);
        let frame = super::FAMILY_FRAME_BYTES;
        match u32::try_from(code) {
            Ok(code) => dynasm!(self.asm ; .arch x64 ; mov ecx, code as i32),
            Err(_) => dynasm!(self.asm ; .arch x64 ; mov rcx, QWORD code),
        }
        // The `add` clears the carry flag: returned (`x64/mod.rs`).
        dynasm!(self.asm
            ; .arch x64
            ; add rsp, frame
            ; ret
        );
    }

    /// The bytes `call_proc` saves the registers `live` in, 16-byte aligned at the call.
    fn saved_bytes(live: &[Reg]) -> i32 {
        (8 * live.len() as i32 + 15) & !15
    }

    /// The registers holding a value instruction `i`'s snapshot or a later instruction uses.
    fn live_regs_at(&self, i: usize) -> Vec<Reg> {
        let mut live: Vec<Reg> = (0..i)
            .filter(|&v| self.last_use[v] >= i)
            .filter_map(|v| match self.alloc.loc[v] {
                Loc::Reg(r) => Some(r),
                _ => None,
            })
            .collect();
        live.sort_unstable();
        live.dedup();
        live
    }

    /// Where `call_proc` calls procedure `proc`'s function-entry trace, and what that entry takes: this
    /// trace's own entry when it is that trace, else the compiled one's (`emit::check` made sure there
    /// is one).
    fn callee(&self, proc: crate::lang::ProcId) -> (Callee, super::emitter::CallConvention) {
        match self.callable {
            Some(label) if self.trace.on_entry.family == Some(proc) => {
                (Callee::Own(label), self.call_convention.clone())
            }
            _ => {
                let (addr, convention) = self.be.callable(proc).expect("checked before emission");
                (Callee::At(addr), convention.clone())
            }
        }
    }

    /// Calls helper `helper(state, op, operands, extra[0], extra[1], extra[2])` for instruction `i`:
    /// the operands' words and kinds go in a frame below the spill slots, the caller-saved registers
    /// that hold values are saved around the call, the result's word ends in r11, and a failure (rdx 0)
    /// leaves through `i`'s snapshot when it has one.
    pub(super) fn call_helper(
        &mut self,
        i: usize,
        helper: i64,
        op: u32,
        operands: &[Ref],
        extra: [i64; 3],
        fails: bool,
    ) {
        const SAVED: [Reg; 6] = [1, 6, 7, 8, 9, 10];
        debug_assert!(SAVED.iter().all(|r| ALLOCATABLE.contains(r)));
        // Operands (16 bytes each, at most three) then the saved registers: 48 + 48, and 16 to keep
        // the stack 16-byte aligned at the call.
        const FRAME: i32 = 112;
        let inst = self.trace.ops[i];
        // An operation that cannot fail here (the recorder gave it no snapshot) needs no exit.
        let stub = (fails && inst.snap != SnapId::NONE).then(|| self.new_stub(i, Undo::None));
        dynasm!(self.asm ; .arch x64 ; sub rsp, FRAME);
        self.rsp_bias = FRAME;
        for (k, &r) in SAVED.iter().enumerate() {
            let off = 48 + 8 * k as i32;
            dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + off], Rq(r));
        }
        for (k, &a) in operands.iter().enumerate() {
            let (wo, ko) = (16 * k as i32, 16 * k as i32 + 8);
            let kind = mc_kind(self.trace.ty(a)) as i32;
            match self.word(a) {
                Some(w) if i32::try_from(w).is_ok() => {
                    let w = w as i32;
                    dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + wo], DWORD w);
                }
                _ => {
                    let x = self.reg(a, RAX);
                    dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + wo], Rq(x));
                }
            }
            dynasm!(self.asm ; .arch x64 ; mov QWORD [rsp + ko], DWORD kind);
        }
        let op = op as i32;
        let [x, y, z] = extra;
        dynasm!(self.asm
            ; .arch x64
            ; mov rdi, QWORD [rbp + CONTEXT]
            ; mov esi, DWORD op
            ; mov rdx, rsp
            ; mov rcx, QWORD x
            ; mov r8, QWORD y
            ; mov r9, QWORD z
            ; mov rax, QWORD helper
            ; call rax
            ; mov r11, rax
        );
        for (k, &r) in SAVED.iter().enumerate() {
            let off = 48 + 8 * k as i32;
            dynasm!(self.asm ; .arch x64 ; mov Rq(r), QWORD [rsp + off]);
        }
        dynasm!(self.asm ; .arch x64 ; add rsp, FRAME);
        if let Some(stub) = stub {
            dynasm!(self.asm ; .arch x64 ; test rdx, rdx ; jz =>stub);
        }
        self.rsp_bias = 0;
    }
}
