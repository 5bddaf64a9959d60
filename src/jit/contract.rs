//! The entry contract: what is true of a trace's variables whenever it is entered, what code that
//! jumps into it (or into its loop's body past the peeled iteration) must bring, and what the
//! optimizer proved of the trace that the engine and the backend build on. The optimizer computes
//! these facts (`opt/entry.rs`, `opt/carry.rs`, `opt/ranges.rs`); the trace carries them
//! (`Trace::on_entry`, `Trace::facts`); the engine hands a bridge what its parent knew, and the
//! backend reads them, never recomputing an analysis.

use crate::jit::ir::Ref;
use crate::lang::VarId;
use crate::value::Value;
use std::ops::Range as Span;

/// The values an integer can have, `lo..=hi`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Range {
    pub lo: i64,
    pub hi: i64,
}

impl Range {
    /// Every 64-bit integer: nothing known.
    pub const ALL: Range = Range { lo: i64::MIN, hi: i64::MAX };

    pub fn exact(k: i64) -> Range {
        Range { lo: k, hi: k }
    }

    pub fn join(self, o: Range) -> Range {
        Range { lo: self.lo.min(o.lo), hi: self.hi.max(o.hi) }
    }

    pub fn meet(self, o: Range) -> Range {
        Range { lo: self.lo.max(o.lo), hi: self.hi.min(o.hi) }
    }

    pub fn within(self, o: Range) -> bool {
        o.lo <= self.lo && self.hi <= o.hi
    }

    /// The sum's range, and whether it surely fits in 64 bits.
    pub fn plus(self, o: Range) -> (Range, bool) {
        match (self.lo.checked_add(o.lo), self.hi.checked_add(o.hi)) {
            (Some(lo), Some(hi)) => (Range { lo, hi }, true),
            _ => (Range { lo: self.lo.saturating_add(o.lo), hi: self.hi.saturating_add(o.hi) }, false),
        }
    }

    /// The product's range (all of them when a product of the bounds does not fit in 64 bits).
    pub fn times(self, o: Range) -> Range {
        let products = [
            self.lo.checked_mul(o.lo),
            self.lo.checked_mul(o.hi),
            self.hi.checked_mul(o.lo),
            self.hi.checked_mul(o.hi),
        ];
        match products {
            [Some(a), Some(b), Some(c), Some(d)] => Range { lo: a.min(b).min(c).min(d), hi: a.max(b).max(c).max(d) },
            _ => Range::ALL,
        }
    }

    /// The difference's range, and whether it surely fits in 64 bits.
    pub fn minus(self, o: Range) -> (Range, bool) {
        match (self.lo.checked_sub(o.hi), self.hi.checked_sub(o.lo)) {
            (Some(lo), Some(hi)) => (Range { lo, hi }, true),
            _ => (Range { lo: self.lo.saturating_sub(o.hi), hi: self.hi.saturating_sub(o.lo) }, false),
        }
    }
}

/// What a trace's variables are whenever it starts, as the trace that leads into it proved (a bridge:
/// its parent's exit, `opt::entry::known_at`), and what its recording saw of its lists. The passes
/// hand it on unchanged from trace to trace.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OnEntry {
    /// Variables with these values, which the trace reads as constants and leaves as they are unless
    /// a snapshot says.
    pub known: Vec<(VarId, Value)>,
    /// List variables whose lists are plain words, so the trace does not check it again (`opt::lists`).
    pub words: Vec<VarId>,
    /// Integer variables within these ranges, which `opt::ranges` starts from.
    pub ranges: Vec<(VarId, Range)>,
    /// List variables whose lists are longer than `m`, so `opt::lists` does not check an index within
    /// `0..=m`.
    pub longer: Vec<(VarId, i64)>,
    /// The length each list input had when the trace was recorded (`opt/lists.rs` checks a loop's
    /// masked indices once against it only where the list was long enough for them then).
    pub lengths_recorded: Vec<(VarId, i64)>,
    /// The calls a bridge starts inside: its parent's exit was inside them, and leaves them virtual
    /// (`snapshot::SnapFrame`), so every exit of the bridge, its entry's too, lists them.
    pub frames: Vec<super::snapshot::SnapFrame>,
    /// For a function-entry trace of a procedure and its bridges, that procedure: the trace runs in a
    /// frame of its own, called (`call_proc`), and ends returning (`return`) or leaving, never linking
    /// to another trace (`record.rs`, `RecordContext::family`).
    pub family: Option<crate::lang::ProcId>,
}

impl OnEntry {
    /// The range input variable `var` is within whenever the trace starts, if one is known.
    pub fn range(&self, var: VarId) -> Option<Range> {
        self.ranges.iter().find(|&&(v, _)| v == var).map(|&(_, r)| r)
    }

    /// Whether the trace starts knowing anything its parent proved (a bridge's facts).
    pub fn inherits(&self) -> bool {
        !self.known.is_empty() || !self.words.is_empty() || !self.ranges.is_empty() || !self.longer.is_empty()
    }
}

/// What a trace knows of a variable where it leaves through a snapshot (`opt::entry::known_at`), or
/// what a loop's body takes for granted of it (`BodyEntry::requires`).
#[derive(Clone, Debug, PartialEq)]
pub struct Known {
    pub var: VarId,
    /// Its kind.
    pub ty: crate::jit::ir::Ty,
    /// Its value, when the trace proved it constant.
    pub value: Option<Value>,
    /// A list the trace proved plain words (`opt/lists.rs`).
    pub words: bool,
    /// For a list: an element the failing guard tested (at an index in a variable, or a constant),
    /// and whether it is nonzero (`guard_false` failed) or zero (`guard_true` failed).
    pub element: Option<(Index, bool)>,
    /// For an integer: the range the trace proved it within (`opt/ranges.rs`).
    pub range: Option<Range>,
    /// For a list: the `m` the trace proved its length longer than (`opt/lists.rs`).
    pub longer: Option<i64>,
}

impl Known {
    /// Whether code that knows `known` knows every fact of this one: the variable is there, of the
    /// same kind, and what is known of it is the same or narrower.
    pub fn implied_by(&self, known: &[Known]) -> bool {
        let Some(k) = known.iter().find(|k| k.var == self.var) else { return false };
        let int = match &k.value {
            Some(Value::Int(i)) => Some(Range::exact(*i)),
            _ => k.range,
        };
        let list = k.value.as_ref().and_then(|v| v.as_list());
        k.ty == self.ty
            && (self.value.is_none() || self.value == k.value)
            && (!self.words || k.words || list.is_some_and(|l| l.is_words()))
            && (self.element.is_none() || self.element == k.element)
            && self.range.is_none_or(|need| int.unwrap_or(Range::ALL).within(need))
            && self.longer.is_none_or(|m| k.longer.is_some_and(|n| n >= m) || list.is_some_and(|l| l.len() as i64 > m))
    }

    /// Adds that the value is within `lo..=hi` to what is known of its range.
    pub fn narrow_to(&mut self, to: Range) {
        self.range = Some(self.range.unwrap_or(Range::ALL).meet(to));
    }

    /// Adds that the list is longer than `m` to what is known of its length.
    pub fn longer_than(&mut self, m: i64) {
        self.longer = Some(self.longer.map_or(m, |n| n.max(m)));
    }
}

/// Where an element is, in terms a bridge can name.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Index {
    Var(VarId),
    Const(i64),
}

/// What code that enters a loop's body past its peeled iteration (PyPy's short preamble, reduced to
/// what needs no code of its own) must bring, and what it must have proved.
#[derive(Clone, Debug, PartialEq)]
pub struct BodyEntry {
    /// The values the body reads that were there before `loop`: each an input of a variable the loop
    /// does not change, or the phi of one it does, with that variable.
    pub live: Vec<(Ref, VarId)>,
    /// What the body takes for granted of the variables where it starts, in the terms of `Known`: a
    /// constant, plain words, a range, a length.
    pub requires: Vec<Known>,
}

/// What the optimizer proved of a finished trace, for the backend (`opt::facts`): computed once, when
/// the trace is optimized, so that code generation never runs an analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct Facts {
    /// The instructions up to here are the inputs and the guards on them the trace starts with (a
    /// loop's green values, `opt::carry::leading`): entering code that knows them enters past.
    pub leading: usize,
    /// The entry reads (`opt::carry::entry_reads`): code that brings the elements they read enters
    /// past them.
    pub entry_reads: Span<usize>,
    /// How the loop's body is entered past its peeled iteration, when it can be (`opt::entry::body_entry`).
    pub body: Option<BodyEntry>,
    /// The `and _, 0xff` (or `0xffff`) instructions, by index, that mask an `add_nov x, k` (or
    /// `sub_nov`) right before them whose `x` is proved within the mask: the pair is an add of `k`
    /// wrapping in 8 (or 16) bits.
    pub wrapping_masks: Vec<usize>,
    /// What the trace knows where it jumps into another (`opt::entry::known_at` at its `jump_trace`).
    pub at_link: Vec<Known>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jit::ir::Ty;

    fn int(var: VarId, range: Option<Range>) -> Known {
        Known { var, ty: Ty::Int, value: None, words: false, element: None, range, longer: None }
    }

    #[test]
    fn a_fact_is_implied_by_the_same_or_a_narrower_one() {
        let need = int(1, Some(Range { lo: 0, hi: 10 }));
        assert!(need.implied_by(&[int(1, Some(Range { lo: 2, hi: 5 }))]));
        assert!(need.implied_by(&[int(1, Some(Range { lo: 0, hi: 10 }))]));
        assert!(!need.implied_by(&[int(1, Some(Range { lo: 0, hi: 11 }))]));
        assert!(!need.implied_by(&[int(1, None)]));
        // A constant is its own range.
        let seven = Known { value: Some(Value::Int(7)), ..int(1, None) };
        assert!(need.implied_by(std::slice::from_ref(&seven)));
        assert!(seven.implied_by(std::slice::from_ref(&seven)));
        assert!(!seven.implied_by(&[int(1, Some(Range::exact(7)))]), "a range is not the constant read as one");
        // Another variable, or the same of another kind, says nothing.
        assert!(!need.implied_by(&[int(2, Some(Range::exact(3)))]));
        assert!(!int(1, None).implied_by(&[Known { ty: Ty::Sym, ..int(1, None) }]));
    }

    #[test]
    fn list_facts_are_implied_by_as_much_or_more() {
        let list = |words: bool, longer: Option<i64>, element: Option<(Index, bool)>| Known {
            var: 3,
            ty: Ty::List,
            value: None,
            words,
            element,
            range: None,
            longer,
        };
        let need = list(true, Some(4), Some((Index::Var(1), true)));
        assert!(need.implied_by(&[list(true, Some(9), Some((Index::Var(1), true)))]));
        assert!(!need.implied_by(&[list(false, Some(9), Some((Index::Var(1), true)))]));
        assert!(!need.implied_by(&[list(true, Some(3), Some((Index::Var(1), true)))]));
        assert!(!need.implied_by(&[list(true, Some(9), Some((Index::Var(1), false)))]));
        assert!(!need.implied_by(&[list(true, Some(9), None)]));
        assert!(list(false, None, None).implied_by(std::slice::from_ref(&need)));
    }
}
