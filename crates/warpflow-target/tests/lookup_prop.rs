//! The indexed lookup agrees with a brute-force scan of the tables over generated callee names
//! (table names, with random overload suffixes, mangled forms and noise), and never panics.

use proptest::prelude::*;
use warpflow_target::builtins::all_entries;
use warpflow_target::mangle::itanium_base_name;
use warpflow_target::{BuiltinInfo, NameMatch, Target, TargetModel};

/// The definition of matching, by scanning every entry.
fn brute(name: &str, t: Target) -> Option<&'static BuiltinInfo> {
    let hit = if let Some(base) = itanium_base_name(name) {
        all_entries().find(|e| e.matching == NameMatch::OpenCl && e.name == base).or_else(|| {
            all_entries()
                .filter(|e| e.matching == NameMatch::OpenClPrefix && base.starts_with(e.name))
                .max_by_key(|e| e.name.len())
        })
    } else {
        all_entries()
            .find(|e| matches!(e.matching, NameMatch::Exact | NameMatch::Family) && e.name == name)
            .or_else(|| {
                all_entries().find(|e| e.matching == NameMatch::PlainPrefix && name.starts_with(e.name))
            })
            .or_else(|| {
                all_entries()
                    .filter(|e| {
                        e.matching == NameMatch::Family
                            && name.len() > e.name.len()
                            && name.starts_with(e.name)
                            && name.as_bytes()[e.name.len()] == b'.'
                    })
                    .max_by_key(|e| e.name.len())
            })
    };
    hit.filter(|e| e.targets.contains(t))
}

fn names() -> Vec<&'static str> {
    all_entries().map(|e| e.name).collect()
}

fn callee() -> impl Strategy<Value = String> {
    let table = names();
    let n = table.len();
    prop_oneof![
        // A table name plus dotted suffixes.
        (0..n, prop::collection::vec("[a-z0-9]{1,4}", 0..3)).prop_map(move |(i, sfx)| {
            let mut s = table[i].to_string();
            for x in sfx {
                s.push('.');
                s.push_str(&x);
            }
            s
        }),
        // A table name, mangled, with a parameter code or extra characters.
        (0..names().len(), "[a-zA-Z0-9_]{0,6}").prop_map(|(i, tail)| {
            let n = names()[i];
            format!("_Z{}{}{}", n.len(), n, tail)
        }),
        // Truncations of table names and arbitrary text.
        (0..names().len(), 0usize..40).prop_map(|(i, k)| {
            let n = names()[i];
            n[..k.min(n.len())].to_string()
        }),
        "\\PC{0,30}",
        "_Z[0-9]{0,3}[a-z_.]{0,20}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn lookup_matches_brute_force(name in callee()) {
        for t in Target::ALL {
            let got = TargetModel::new(t).classify_call(&name);
            prop_assert_eq!(got, brute(&name, t), "{} on {}", name, t);
        }
    }
}
