//! Typed `u32` entity references and the arenas they index.
//!
//! An entity (a [`crate::Block`], [`crate::Inst`], [`crate::Value`], ...) is a `u32` newtype that is
//! only meaningful together with the arena that created it. [`PrimaryMap`] owns the entities'
//! data and hands out new keys in order; [`SecondaryMap`] attaches side data to keys of an existing
//! primary map, with a default for keys it has not seen. Keys are dense, so both maps are plain
//! vectors and every lookup is an index.
//!
//! Invariant: a key is only used with the arena (or a secondary map of the arena) that created it.
//! Indexing a map with a foreign key out of range panics, like indexing a slice; use `get` where
//! the key may come from elsewhere.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A typed `u32` index.
pub trait EntityRef: Copy + Eq + Ord + std::hash::Hash + fmt::Debug {
    /// The key for position `index`.
    fn new(index: usize) -> Self;
    /// The position of this key.
    fn index(self) -> usize;
}

/// Declares a `u32` newtype entity with a display prefix (`block3`, `v12`, ...).
#[macro_export]
macro_rules! entity {
    ($(#[$attr:meta])* $name:ident, $prefix:expr) => {
        $(#[$attr])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
        pub struct $name(pub u32);

        impl $crate::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                $name(index as u32)
            }
            #[inline]
            fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{}{}", $prefix, self.0)
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{}{}", $prefix, self.0)
            }
        }
    };
}

/// An arena owning the data of entities of type `K`; keys are handed out densely from 0.
///
/// A map can keep a journal ([`PrimaryMap::begin_journal`]): from then on, the first write to
/// each entity that existed when it began saves that entity's data, so that
/// [`PrimaryMap::rollback_journal`] puts the map back as it was (entities added since are
/// dropped) at the cost of what was written, not of the map. Every way to write an entity
/// (`IndexMut`, `get_mut`, `iter_mut`, `values_mut`) goes through the journal; the last two
/// save every entity, so code that writes a few entities of a large journaled map indexes them.
pub struct PrimaryMap<K: EntityRef, V> {
    elems: Vec<V>,
    journal: Option<Box<Journal<V>>>,
    _k: PhantomData<K>,
}

/// The state a journaled [`PrimaryMap`] or [`SecondaryMap`] is rolled back to.
struct Journal<V> {
    /// the number of entities when the journal began
    len: usize,
    /// the data of each entity written since, as it was when the journal began
    saved: Vec<(usize, V)>,
    /// the entities in `saved`
    touched: std::collections::HashSet<usize>,
}

impl<K: EntityRef, V: Clone> Clone for PrimaryMap<K, V> {
    /// The entities; the copy keeps no journal.
    fn clone(&self) -> Self {
        Self { elems: self.elems.clone(), journal: None, _k: PhantomData }
    }
}

impl<K: EntityRef, V: PartialEq> PartialEq for PrimaryMap<K, V> {
    fn eq(&self, other: &Self) -> bool {
        self.elems == other.elems
    }
}

impl<K: EntityRef, V: Eq> Eq for PrimaryMap<K, V> {}

impl<K: EntityRef, V: std::hash::Hash> std::hash::Hash for PrimaryMap<K, V> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.elems.hash(state);
    }
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self { elems: Vec::new(), journal: None, _k: PhantomData }
    }
}

impl<K: EntityRef, V: fmt::Debug> fmt::Debug for PrimaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }
    /// An empty map with room for `n` entities.
    pub fn with_capacity(n: usize) -> Self {
        Self { elems: Vec::with_capacity(n), journal: None, _k: PhantomData }
    }
    /// Adds `v` and returns its new key.
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }
    /// The key the next `push` will return.
    pub fn next_key(&self) -> K {
        K::new(self.elems.len())
    }
    /// Number of entities.
    pub fn len(&self) -> usize {
        self.elems.len()
    }
    /// Whether there are no entities.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }
    /// Whether `k` is a key of this map.
    pub fn is_valid(&self, k: K) -> bool {
        k.index() < self.elems.len()
    }
    /// The data of `k`, if `k` is a key of this map.
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }
    /// All keys, in order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator + use<K, V> {
        (0..self.elems.len()).map(K::new)
    }
    /// All data, in key order.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.elems.iter()
    }
    /// `(key, data)` pairs in key order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (K, &V)> + ExactSizeIterator {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
    /// Whether a journal is being kept.
    pub fn is_journaled(&self) -> bool {
        self.journal.is_some()
    }
    /// Stops keeping the journal (the map stays as it is).
    pub fn end_journal(&mut self) {
        self.journal = None;
    }
}

impl<K: EntityRef, V: Clone> PrimaryMap<K, V> {
    /// Starts a journal of the map as it is now (replacing one being kept).
    pub fn begin_journal(&mut self) {
        self.journal =
            Some(Box::new(Journal { len: self.elems.len(), saved: Vec::new(), touched: Default::default() }));
    }
    /// Puts the map back as it was when the journal began: the entities added since are
    /// dropped, those written since get their data back. The journal goes on from there.
    /// O(entities written since); nothing happens without a journal.
    pub fn rollback_journal(&mut self) {
        let Some(j) = self.journal.as_mut() else { return };
        self.elems.truncate(j.len);
        for (i, v) in j.saved.drain(..) {
            self.elems[i] = v;
        }
        j.touched.clear();
    }
    /// Saves entity `i` in the journal before its first write.
    #[inline]
    fn note(&mut self, i: usize) {
        if let Some(j) = self.journal.as_mut() {
            if i < j.len && j.touched.insert(i) {
                j.saved.push((i, self.elems[i].clone()));
            }
        }
    }
    /// Saves every entity in the journal (before a write to all of them).
    fn note_all(&mut self) {
        if let Some(n) = self.journal.as_ref().map(|j| j.len) {
            for i in 0..n {
                self.note(i);
            }
        }
    }
    /// The data of `k`, mutably, if `k` is a key of this map.
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        if k.index() < self.elems.len() {
            self.note(k.index());
        }
        self.elems.get_mut(k.index())
    }
    /// All data, mutably, in key order.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.note_all();
        self.elems.iter_mut()
    }
    /// `(key, data)` pairs in key order, mutably.
    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (K, &mut V)> + ExactSizeIterator {
        self.note_all();
        self.elems.iter_mut().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V: Clone> IndexMut<K> for PrimaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        self.note(k.index());
        &mut self.elems[k.index()]
    }
}

/// Side data for keys of some [`PrimaryMap`]; keys never written read as the default value.
///
/// Like a [`PrimaryMap`], it can keep a journal ([`SecondaryMap::begin_journal`]): every write
/// (`IndexMut`, `get_mut`, `set`, `clear`) saves the first time the value of a key it had when
/// the journal began, so [`SecondaryMap::rollback_journal`] puts it back at the cost of what
/// was written.
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    elems: Vec<V>,
    default: V,
    journal: Option<Box<Journal<V>>>,
    _k: PhantomData<K>,
}

impl<K: EntityRef, V: Clone> Clone for SecondaryMap<K, V> {
    /// The values; the copy keeps no journal.
    fn clone(&self) -> Self {
        Self { elems: self.elems.clone(), default: self.default.clone(), journal: None, _k: PhantomData }
    }
}

impl<K: EntityRef, V: Clone + fmt::Debug> fmt::Debug for SecondaryMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))).finish()
    }
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone + Default> SecondaryMap<K, V> {
    /// An empty map whose unwritten keys read as `V::default()`.
    pub fn new() -> Self {
        Self::default()
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// An empty map whose unwritten keys read as `default`.
    pub fn with_default(default: V) -> Self {
        Self { elems: Vec::new(), default, journal: None, _k: PhantomData }
    }
    /// The value for `k` (the default if never written).
    pub fn get(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }
    /// Sets the value for `k`, growing the map as needed.
    pub fn set(&mut self, k: K, v: V) {
        *self.get_mut(k) = v;
    }
    /// The value for `k`, mutably (grows the map as needed).
    pub fn get_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        self.note(i);
        &mut self.elems[i]
    }
    /// Resets every key to the default.
    pub fn clear(&mut self) {
        if let Some(n) = self.journal.as_ref().map(|j| j.len) {
            (0..n.min(self.elems.len())).for_each(|i| self.note(i));
        }
        self.elems.clear();
    }
    /// Starts a journal of the map as it is now (replacing one being kept).
    pub fn begin_journal(&mut self) {
        self.journal =
            Some(Box::new(Journal { len: self.elems.len(), saved: Vec::new(), touched: Default::default() }));
    }
    /// Puts the map back as it was when the journal began (O(keys written since)); the journal
    /// goes on from there. Nothing happens without a journal.
    pub fn rollback_journal(&mut self) {
        let Some(j) = self.journal.as_mut() else { return };
        self.elems.resize(j.len, self.default.clone());
        for (i, v) in j.saved.drain(..) {
            self.elems[i] = v;
        }
        j.touched.clear();
    }
    /// Whether a journal is being kept.
    pub fn is_journaled(&self) -> bool {
        self.journal.is_some()
    }
    /// Stops keeping the journal (the map stays as it is).
    pub fn end_journal(&mut self) {
        self.journal = None;
    }
    /// Saves the value at `i` in the journal before its first write (keys the map held when
    /// the journal began; the others are dropped by the rollback).
    #[inline]
    fn note(&mut self, i: usize) {
        if let Some(j) = self.journal.as_mut() {
            if i < j.len && j.touched.insert(i) {
                j.saved.push((i, self.elems[i].clone()));
            }
        }
    }
}

impl<K: EntityRef, V: Clone> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        self.get(k)
    }
}

impl<K: EntityRef, V: Clone> IndexMut<K> for SecondaryMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        self.get_mut(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    crate::entity!(
        /// test key
        E,
        "e"
    );

    /// A journal puts back what was written and drops what was added, whatever the way of
    /// writing; a map without one, or after it ends, keeps every write.
    #[test]
    fn journal_rolls_back_writes_and_additions() {
        let mut m: PrimaryMap<E, String> = PrimaryMap::new();
        let a = m.push("a".into());
        let b = m.push("b".into());
        m.begin_journal();
        m[a].push('1');
        m[a].push('2');
        *m.get_mut(b).unwrap() = "x".into();
        m.push("c".into());
        m.rollback_journal();
        assert_eq!(m.values().cloned().collect::<Vec<_>>(), ["a", "b"]);
        // the journal goes on after a rollback
        m.values_mut().for_each(|v| v.push('!'));
        m.rollback_journal();
        assert_eq!(m.values().cloned().collect::<Vec<_>>(), ["a", "b"]);
        m[b] = "kept".into();
        m.end_journal();
        m.rollback_journal();
        assert_eq!(m[b], "kept");
        assert!(!m.clone().is_journaled());
    }

    /// The secondary map's journal: writes, growth and a clear are all undone.
    #[test]
    fn secondary_journal_rolls_back() {
        let mut s: SecondaryMap<E, u32> = SecondaryMap::new();
        s[E(1)] = 4;
        s.begin_journal();
        s[E(0)] = 1;
        s.set(E(1), 5);
        s[E(7)] = 9;
        s.rollback_journal();
        assert_eq!(format!("{s:?}"), "{e0: 0, e1: 4}");
        s.clear();
        s[E(3)] = 2;
        s.rollback_journal();
        assert_eq!(format!("{s:?}"), "{e0: 0, e1: 4}");
        s[E(0)] = 8;
        s.end_journal();
        s.rollback_journal();
        assert_eq!((s[E(0)], s[E(1)]), (8, 4));
        assert!(!s.clone().is_journaled());
    }

    #[test]
    fn primary_and_secondary() {
        let mut m: PrimaryMap<E, &str> = PrimaryMap::new();
        let a = m.push("a");
        let b = m.push("b");
        assert_eq!((a, b), (E(0), E(1)));
        assert_eq!(m[b], "b");
        assert!(m.get(E(2)).is_none());
        let mut s: SecondaryMap<E, u32> = SecondaryMap::new();
        assert_eq!(s[b], 0);
        s[b] = 5;
        assert_eq!((s[a], s[b]), (0, 5));
        assert_eq!(format!("{b:?}"), "e1");
    }
}
