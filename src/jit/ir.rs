//! The trace IR: a linear SSA list of instructions, defined by one op table, with one printer and a
//! parser that reads the printer's output back (so logs, goldens and test inputs are the same text).
//!
//! ## Terminology
//! - A *ref* names a value: the result of instruction `vN`, or constant `kN` of the trace's pool.
//! - A *guard* is an instruction that can leave the trace: it carries a *snapshot* (`snapshot.rs`) saying
//!   where the interpreter resumes and how to rebuild its variables.
//! - A trace is `input`s, then the operations of one iteration. After loop peeling it is: inputs, the
//!   peeled first iteration (the preamble), `phi`s for the loop-carried values, `loop`, the loop body, and
//!   `jump`, which moves each phi's new value into it (`Trace::phis`) and goes back to `loop`.
//!
//! ## Text form
//! ```text
//! v0:int = input a
//! v1:int = add v0, 1 => op_decr_a/0 (3) {a=v0}
//! guard_true v2 => not_jump_if_a/0 (1) {a=v1}
//! loop
//! jump (4) v5 <- v9, v6 <- v10
//! ```
//! `jump (JUMPS)` says how many source jumps one iteration takes (for the step limit);
//! `=> LABEL/OP (JUMPS) {VAR=REF, ...}` is a guard's snapshot: resume at operation OP of block LABEL,
//! JUMPS source jumps taken since the iteration began, and the interpreter variables to write back.

use super::snapshot::{Resume, Snapshot};
use crate::lang::{BlockId, Program, VarId};
use crate::value::{Kind, List, Value};
use std::collections::HashMap;
use std::fmt::{self, Write as _};
use std::rc::Rc;

/// A value in a trace: an instruction's result or a constant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Ref(u32);

const CONST_BIT: u32 = 1 << 31;

impl Ref {
    /// No operand.
    pub const NONE: Ref = Ref(u32::MAX);

    pub fn op(index: usize) -> Ref {
        Ref(index as u32)
    }

    pub fn konst(index: usize) -> Ref {
        Ref(index as u32 | CONST_BIT)
    }

    pub fn is_none(self) -> bool {
        self == Ref::NONE
    }

    pub fn is_const(self) -> bool {
        !self.is_none() && self.0 & CONST_BIT != 0
    }

    /// The instruction index, for a non-constant ref.
    pub fn index(self) -> usize {
        debug_assert!(!self.is_none());
        (self.0 & !CONST_BIT) as usize
    }
}

/// The type of an instruction's result.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ty {
    /// A small (i64) integer: traces never hold big integers, they deoptimize first.
    Int,
    Sym,
    List,
    /// No result (guards, control).
    Void,
}

impl Ty {
    pub fn of_kind(kind: Kind) -> Ty {
        match kind {
            Kind::Int => Ty::Int,
            Kind::Sym => Ty::Sym,
            Kind::List => Ty::List,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Ty::Int => "int",
            Ty::Sym => "sym",
            Ty::List => "list",
            Ty::Void => "void",
        }
    }

    fn from_name(name: &str) -> Option<Ty> {
        [Ty::Int, Ty::Sym, Ty::List].into_iter().find(|t| t.name() == name)
    }
}

/// What an op is, for the passes: everything they need to know is here, in one table.
pub struct OpInfo {
    pub name: &'static str,
    pub arity: usize,
    /// Carries a snapshot and may leave the trace.
    pub guard: bool,
    /// Same operands, same result and outcome: common subexpression elimination may merge two.
    pub pure: bool,
    /// May be deleted when its result is unused: it has no effect and its failure (if any) is only a
    /// deoptimization (integer overflow), never a runtime error of the program.
    pub removable: bool,
}

macro_rules! ir_ops {
    ($($variant:ident $name:literal $arity:literal guard=$guard:literal pure=$pure:literal removable=$rem:literal;)*) => {
        /// Every IR operation.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Opcode { $($variant),* }

        impl Opcode {
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant),*];

            pub fn info(self) -> &'static OpInfo {
                match self {
                    $(Opcode::$variant => &OpInfo { name: $name, arity: $arity, guard: $guard, pure: $pure, removable: $rem },)*
                }
            }
        }
    };
}

ir_ops! {
    // The trace's inputs: interpreter variables read before the trace writes them (`aux` = VarId).
    Input     "input"        0 guard=false pure=false removable=true;
    // A copy, as recorded from `x = y`; copy propagation removes it.
    Same      "same"         1 guard=false pure=true  removable=true;
    // Integer arithmetic; leaves the trace on 64-bit overflow (the interpreter goes on in big integers).
    Add       "add"          2 guard=true  pure=true  removable=true;
    Sub       "sub"          2 guard=true  pure=true  removable=true;
    Mul       "mul"          2 guard=true  pure=true  removable=true;
    // Floor division and modulo; leave the trace on a zero divisor (a runtime error) or on overflow.
    Div       "div"          2 guard=true  pure=true  removable=false;
    Mod       "mod"          2 guard=true  pure=true  removable=false;
    Eq        "eq"           2 guard=false pure=true  removable=true;
    Ne        "ne"           2 guard=false pure=true  removable=true;
    Lt        "lt"           2 guard=false pure=true  removable=true;
    Le        "le"           2 guard=false pure=true  removable=true;
    Gt        "gt"           2 guard=false pure=true  removable=true;
    Ge        "ge"           2 guard=false pure=true  removable=true;
    Len       "len"          1 guard=false pure=true  removable=true;
    // Element of a list; leaves the trace when the index is out of range or the element is not of the
    // instruction's type.
    ReadList  "readlist"     2 guard=true  pure=true  removable=false;
    GuardTrue "guard_true"   1 guard=true  pure=true  removable=false;
    GuardFalse "guard_false" 1 guard=true  pure=true  removable=false;
    // `guard_value v, k`: v equals the constant k (from `promote`).
    GuardValue "guard_value" 2 guard=true  pure=true  removable=false;
    // At the end of an iteration: at least another iteration's jumps are left after this one's, else leave
    // through the snapshot, which is the loop's head (so leaving for the step limit restores every
    // variable, not only the loop-carried ones). Only checked under a step limit.
    GuardSteps "guard_steps" 0 guard=true  pure=false removable=false;
    // A loop-carried value: its first value (the operand) and, at each `jump`, the new one.
    Phi       "phi"          1 guard=false pure=false removable=true;
    Loop      "loop"         0 guard=false pure=false removable=false;
    Jump      "jump"         0 guard=false pure=false removable=false;
    // Ends a trace by entering trace `aux` at its start; the snapshot says how the interpreter variables
    // stand there.
    JumpTrace "jump_trace"   0 guard=true  pure=false removable=false;
}

impl Opcode {
    pub fn name(self) -> &'static str {
        self.info().name
    }

    pub fn from_name(name: &str) -> Option<Opcode> {
        Opcode::ALL.iter().copied().find(|o| o.name() == name)
    }

    /// The opcode of a source operation.
    pub fn of_kind(kind: crate::value::OpKind) -> Opcode {
        use crate::value::OpKind as K;
        match kind {
            K::Same => Opcode::Same,
            K::Add => Opcode::Add,
            K::Sub => Opcode::Sub,
            K::Mul => Opcode::Mul,
            K::Div => Opcode::Div,
            K::Mod => Opcode::Mod,
            K::Eq => Opcode::Eq,
            K::Ne => Opcode::Ne,
            K::Lt => Opcode::Lt,
            K::Le => Opcode::Le,
            K::Gt => Opcode::Gt,
            K::Ge => Opcode::Ge,
            K::ReadList => Opcode::ReadList,
            K::Len => Opcode::Len,
        }
    }

    /// The comparison that is true exactly when this one is false (`None` for other ops).
    pub fn negated(self) -> Option<Opcode> {
        Some(match self {
            Opcode::Eq => Opcode::Ne,
            Opcode::Ne => Opcode::Eq,
            Opcode::Lt => Opcode::Ge,
            Opcode::Ge => Opcode::Lt,
            Opcode::Le => Opcode::Gt,
            Opcode::Gt => Opcode::Le,
            _ => return None,
        })
    }

    /// The source operation an arithmetic or comparison opcode computes.
    pub fn op_kind(self) -> Option<crate::value::OpKind> {
        use crate::value::OpKind as K;
        Some(match self {
            Opcode::Same => K::Same,
            Opcode::Add => K::Add,
            Opcode::Sub => K::Sub,
            Opcode::Mul => K::Mul,
            Opcode::Div => K::Div,
            Opcode::Mod => K::Mod,
            Opcode::Eq => K::Eq,
            Opcode::Ne => K::Ne,
            Opcode::Lt => K::Lt,
            Opcode::Le => K::Le,
            Opcode::Gt => K::Gt,
            Opcode::Ge => K::Ge,
            Opcode::ReadList => K::ReadList,
            Opcode::Len => K::Len,
            _ => return None,
        })
    }
}

/// One instruction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Inst {
    pub op: Opcode,
    pub args: [Ref; 2],
    pub ty: Ty,
    /// `input`: the variable; `jump_trace`: the target trace.
    pub aux: u32,
    /// Guards: index into `Trace::snapshots`.
    pub snap: u32,
}

impl Inst {
    pub fn new(op: Opcode, args: [Ref; 2], ty: Ty) -> Inst {
        Inst { op, args, ty, aux: 0, snap: u32::MAX }
    }

    /// The operands in use.
    pub fn operands(&self) -> &[Ref] {
        &self.args[..self.op.info().arity]
    }
}

/// Names for printing: the program's variables and labels.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Names {
    pub vars: Vec<String>,
    pub labels: Vec<String>,
}

impl Names {
    pub fn of(program: &Program) -> Rc<Names> {
        Rc::new(Names { vars: program.vars.clone(), labels: program.blocks.iter().map(|b| b.label.clone()).collect() })
    }
}

/// A trace: instructions, constants, snapshots, and the loop's phi moves.
#[derive(Clone, Debug)]
pub struct Trace {
    pub ops: Vec<Inst>,
    pub consts: Vec<Value>,
    pub snapshots: Vec<Snapshot>,
    /// At `jump`: (phi, new value) pairs, moved all at once.
    pub phis: Vec<(Ref, Ref)>,
    /// Source jumps taken by one pass over the trace (one loop iteration, or the whole of a trace that
    /// ends in `jump_trace`), for the step limit.
    pub jumps_per_iter: u32,
    /// Where in the program the trace starts (for a loop, its head).
    pub start: Resume,
    pub names: Rc<Names>,
}

impl Trace {
    pub fn new(names: Rc<Names>) -> Trace {
        Trace {
            ops: Vec::new(),
            consts: Vec::new(),
            snapshots: Vec::new(),
            phis: Vec::new(),
            jumps_per_iter: 0,
            start: Resume { block: 0, op: 0 },
            names,
        }
    }

    /// Interns a constant.
    pub fn konst(&mut self, v: Value) -> Ref {
        let found = self.consts.iter().position(|k| same_const(k, &v));
        Ref::konst(found.unwrap_or_else(|| {
            self.consts.push(v);
            self.consts.len() - 1
        }))
    }

    pub fn const_value(&self, r: Ref) -> Option<&Value> {
        if r.is_const() { Some(&self.consts[r.index()]) } else { None }
    }

    pub fn ty(&self, r: Ref) -> Ty {
        match self.const_value(r) {
            Some(v) => Ty::of_kind(v.kind()),
            None => self.ops[r.index()].ty,
        }
    }

    pub fn push(&mut self, inst: Inst) -> Ref {
        self.ops.push(inst);
        Ref::op(self.ops.len() - 1)
    }

    /// Index of the `loop` instruction, if the trace is a loop.
    pub fn loop_index(&self) -> Option<usize> {
        self.ops.iter().position(|i| i.op == Opcode::Loop)
    }

    pub fn guards(&self) -> usize {
        self.ops.iter().filter(|i| i.op.info().guard && !matches!(i.op, Opcode::JumpTrace | Opcode::GuardSteps)).count()
    }
}

/// Constants are shared only when they are the same constant: equal integers and symbols, and lists only
/// when they are the same list object (a guard on a list compares identity).
fn same_const(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Sym(x), Value::Sym(y)) => x == y,
        (Value::List(x), Value::List(y)) => Rc::ptr_eq(x, y),
        (Value::List(_), _) | (_, Value::List(_)) => false,
        _ => a.equals(b),
    }
}

/// A constant in the `.fg` constant syntax (symbols quoted).
pub fn const_text(v: &Value) -> String {
    match v {
        Value::Sym(s) => format!("'{s}'"),
        Value::List(l) => {
            let items: Vec<String> = l.items().iter().map(const_text).collect();
            format!("[{}]", items.join(", "))
        }
        _ => v.to_string(),
    }
}

// ---------------------------------------------------------------------------------------------------
// Printer

impl Trace {
    fn ref_text(&self, r: Ref) -> String {
        match self.const_value(r) {
            Some(v) => const_text(v),
            None => format!("v{}", r.index()),
        }
    }

    pub fn snapshot_text(&self, s: &Snapshot) -> String {
        let mut out = format!("{}/{} ({})", self.names.labels[s.resume.block as usize], s.resume.op, s.jumps);
        out.push_str(" {");
        for (i, (var, r)) in s.vars.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "{}={}", self.names.vars[*var as usize], self.ref_text(*r));
        }
        out.push('}');
        out
    }

    /// One instruction as text (without a newline).
    pub fn inst_text(&self, index: usize) -> String {
        let inst = &self.ops[index];
        let mut out = String::new();
        if inst.ty != Ty::Void {
            let _ = write!(out, "v{index}:{} = ", inst.ty.name());
        }
        out.push_str(inst.op.name());
        match inst.op {
            Opcode::Input => {
                let _ = write!(out, " {}", self.names.vars[inst.aux as usize]);
            }
            Opcode::Jump => {
                let _ = write!(out, " ({})", self.jumps_per_iter);
                let moves: Vec<String> =
                    self.phis.iter().map(|(p, v)| format!("{} <- {}", self.ref_text(*p), self.ref_text(*v))).collect();
                if !moves.is_empty() {
                    let _ = write!(out, " {}", moves.join(", "));
                }
            }
            Opcode::JumpTrace => {
                let _ = write!(out, " T{}", inst.aux);
            }
            Opcode::Loop if inst.aux != 0 => {
                let _ = write!(out, " ({})", inst.aux);
            }
            Opcode::Phi => {
                let _ = write!(out, " {} {}", self.names.vars[inst.aux as usize], self.ref_text(inst.args[0]));
            }
            _ => {
                let args: Vec<String> = inst.operands().iter().map(|r| self.ref_text(*r)).collect();
                if !args.is_empty() {
                    let _ = write!(out, " {}", args.join(", "));
                }
            }
        }
        if inst.op.info().guard {
            let _ = write!(out, " => {}", self.snapshot_text(&self.snapshots[inst.snap as usize]));
        }
        out
    }
}

impl fmt::Display for Trace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for i in 0..self.ops.len() {
            writeln!(f, "{}", self.inst_text(i))?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------------
// Parser

/// Reads the printer's text back. Variable and label names get ids in order of appearance unless
/// `names` already has them. `#` starts a comment; blank lines are skipped.
pub fn parse(text: &str, names: Option<Rc<Names>>) -> Result<Trace, String> {
    let mut names = names.map(|n| (*n).clone()).unwrap_or_default();
    let mut var_ids: HashMap<String, u32> = names.vars.iter().enumerate().map(|(i, n)| (n.clone(), i as u32)).collect();
    let mut label_ids: HashMap<String, u32> =
        names.labels.iter().enumerate().map(|(i, n)| (n.clone(), i as u32)).collect();
    let mut trace = Trace::new(Rc::new(Names::default()));
    for (lineno, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let err = |m: String| format!("line {}: {m}: {raw}", lineno + 1);
        let mut p = Cursor { s: line, at: 0 };
        // Optional "vN:ty = ".
        let mut ty = Ty::Void;
        if p.peek_char() == Some('v') && line.contains(" = ") {
            let save = p.at;
            let id = p.value_ref_index();
            if let (Some(id), true) = (id, p.eat(":")) {
                if id != trace.ops.len() {
                    return Err(err(format!("expected v{}, found v{id}", trace.ops.len())));
                }
                let tname = p.word();
                ty = Ty::from_name(&tname).ok_or_else(|| err(format!("unknown type '{tname}'")))?;
                if !p.eat("=") {
                    return Err(err("expected '='".into()));
                }
            } else {
                p.at = save;
            }
        }
        let opname = p.word();
        let op = Opcode::from_name(&opname).ok_or_else(|| err(format!("unknown op '{opname}'")))?;
        let mut inst = Inst::new(op, [Ref::NONE, Ref::NONE], ty);
        match op {
            Opcode::Input => {
                let v = p.word();
                inst.aux = intern(&mut names.vars, &mut var_ids, &v);
            }
            Opcode::Jump => {
                if !p.eat("(") {
                    return Err(err("expected '(JUMPS)' after jump".into()));
                }
                trace.jumps_per_iter =
                    p.word().parse().map_err(|_| err("expected the jumps of one iteration".into()))?;
                p.eat(")");
                while !p.done() && !p.at_str("=>") {
                    let a = p.arg(&mut trace).map_err(&err)?;
                    if !p.eat("<-") {
                        return Err(err("expected '<-' in a phi move".into()));
                    }
                    let b = p.arg(&mut trace).map_err(&err)?;
                    trace.phis.push((a, b));
                    p.eat(",");
                }
            }
            Opcode::Loop => {
                if p.eat("(") {
                    inst.aux =
                        p.word().parse().map_err(|_| err("expected the jumps of the peeled iteration".into()))?;
                    p.eat(")");
                }
            }
            Opcode::Phi => {
                let v = p.word();
                inst.aux = intern(&mut names.vars, &mut var_ids, &v);
                inst.args[0] = p.arg(&mut trace).map_err(&err)?;
            }
            Opcode::JumpTrace => {
                let t = p.word();
                inst.aux =
                    t.strip_prefix('T').and_then(|n| n.parse().ok()).ok_or_else(|| err("expected T<n>".into()))?;
            }
            _ => {
                for k in 0..op.info().arity {
                    if k > 0 && !p.eat(",") {
                        return Err(err("expected ','".into()));
                    }
                    inst.args[k] = p.arg(&mut trace).map_err(&err)?;
                }
            }
        }
        if op.info().guard {
            if !p.eat("=>") {
                return Err(err("a guard needs a snapshot: '=> LABEL/OP (JUMPS) {VAR=REF, ...}'".into()));
            }
            let label = p.word();
            let block = intern(&mut names.labels, &mut label_ids, &label);
            if !p.eat("/") {
                return Err(err("expected '/' after the resume label".into()));
            }
            let opi: u32 = p.word().parse().map_err(|_| err("expected an operation index".into()))?;
            if !p.eat("(") {
                return Err(err("expected '(JUMPS)'".into()));
            }
            let jumps: u32 = p.word().parse().map_err(|_| err("expected a jump count".into()))?;
            p.eat(")");
            if !p.eat("{") {
                return Err(err("expected '{'".into()));
            }
            let mut vars = Vec::new();
            while !p.eat("}") {
                let v = p.word();
                if v.is_empty() {
                    return Err(err("unterminated snapshot".into()));
                }
                let var = intern(&mut names.vars, &mut var_ids, &v);
                if !p.eat("=") {
                    return Err(err("expected '=' in the snapshot".into()));
                }
                vars.push((var as VarId, p.arg(&mut trace).map_err(&err)?));
                p.eat(",");
            }
            inst.snap = trace.snapshots.len() as u32;
            trace.snapshots.push(Snapshot {
                resume: Resume { block: block as BlockId, op: opi },
                jumps,
                vars: vars.into(),
            });
        }
        if !p.done() {
            return Err(err(format!("unexpected '{}'", &p.s[p.at..])));
        }
        trace.ops.push(inst);
    }
    trace.names = Rc::new(names);
    Ok(trace)
}

fn intern(list: &mut Vec<String>, ids: &mut HashMap<String, u32>, name: &str) -> u32 {
    *ids.entry(name.to_string()).or_insert_with(|| {
        list.push(name.to_string());
        (list.len() - 1) as u32
    })
}

struct Cursor<'a> {
    s: &'a str,
    at: usize,
}

impl Cursor<'_> {
    fn skip_ws(&mut self) {
        while self.s[self.at..].starts_with(' ') {
            self.at += 1;
        }
    }

    fn peek_char(&mut self) -> Option<char> {
        self.skip_ws();
        self.s[self.at..].chars().next()
    }

    fn done(&mut self) -> bool {
        self.skip_ws();
        self.at >= self.s.len()
    }

    fn at_str(&mut self, t: &str) -> bool {
        self.skip_ws();
        self.s[self.at..].starts_with(t)
    }

    fn eat(&mut self, t: &str) -> bool {
        if self.at_str(t) {
            self.at += t.len();
            true
        } else {
            false
        }
    }

    fn word(&mut self) -> String {
        self.skip_ws();
        let rest = &self.s[self.at..];
        let n = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')).unwrap_or(rest.len());
        self.at += n;
        rest[..n].to_string()
    }

    fn value_ref_index(&mut self) -> Option<usize> {
        let w = self.word();
        w.strip_prefix('v').and_then(|n| n.parse().ok())
    }

    /// A ref: `vN` or a constant.
    fn arg(&mut self, trace: &mut Trace) -> Result<Ref, String> {
        self.skip_ws();
        if self.peek_char() == Some('v') {
            let save = self.at;
            if let Some(i) = self.value_ref_index() {
                if i >= trace.ops.len() && !trace.ops.iter().any(|o| o.op == Opcode::Loop) {
                    return Err(format!("v{i} is used before it is defined"));
                }
                return Ok(Ref::op(i));
            }
            self.at = save;
        }
        let v = self.constant()?;
        Ok(trace.konst(v))
    }

    fn constant(&mut self) -> Result<Value, String> {
        self.skip_ws();
        let rest = &self.s[self.at..];
        if let Some(body) = rest.strip_prefix('\'') {
            let end = body.find('\'').ok_or("unterminated symbol")?;
            self.at += end + 2;
            return Ok(Value::sym(&body[..end]));
        }
        if self.eat("[") {
            let mut items = Vec::new();
            if !self.eat("]") {
                loop {
                    items.push(self.constant()?);
                    if self.eat("]") {
                        break;
                    }
                    if !self.eat(",") {
                        return Err("expected ',' or ']' in a list".into());
                    }
                }
            }
            return Ok(Value::List(List::new(items)));
        }
        let w = self.word();
        let n: num_bigint::BigInt = w.parse().map_err(|_| format!("expected a ref or a constant, found '{w}'"))?;
        Ok(Value::from_big(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
v0:int = input a
v1:list = input bytecode
v2:int = input pc
guard_value v1, ['mov_a_r0', 2, [1, 'x']] => bytecode_loop_promote_bytecode/0 (0) {}
v4:int = sub v0, 1 => op_decr_a/0 (3) {pc=4}
v5:int = eq v4, 0
guard_false v5 => bytecode_loop/0 (8) {a=v4, pc=11}
v7:int = phi a v4
loop (8)
v9:int = sub v7, 1 => op_decr_a/0 (3) {pc=4, a=v7}
jump (8) v7 <- v9
";

    #[test]
    fn printer_output_parses_back_to_the_same_text() {
        let t = parse(SAMPLE, None).unwrap();
        assert_eq!(t.to_string(), SAMPLE);
        assert_eq!(t.guards(), 4);
        assert_eq!(t.loop_index(), Some(8));
        assert_eq!(t.phis, vec![(Ref::op(7), Ref::op(9))]);
    }

    #[test]
    fn parse_errors_name_the_line() {
        let e = parse("v0:int = input a\nv1:int = frob v0\n", None).unwrap_err();
        assert!(e.starts_with("line 2: unknown op 'frob'"), "{e}");
        let e = parse("v0:int = input a\nguard_true v0\n", None).unwrap_err();
        assert!(e.contains("needs a snapshot"), "{e}");
        let e = parse("v0:int = add v3, 1 => l/0 (0) {}\n", None).unwrap_err();
        assert!(e.contains("used before it is defined"), "{e}");
    }

    #[test]
    fn op_table_is_consistent() {
        for op in Opcode::ALL {
            assert_eq!(Opcode::from_name(op.name()), Some(*op));
            assert!(op.info().arity <= 2);
            // Nothing that can raise a program error may be deleted.
            if matches!(op, Opcode::Div | Opcode::Mod | Opcode::ReadList) {
                assert!(!op.info().removable);
            }
        }
    }
}
