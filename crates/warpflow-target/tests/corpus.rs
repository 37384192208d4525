//! Every function the kernel corpus (`kernels/**/*.ll`, see kernels/README.md on `main`) declares
//! is classified by the target model of its module's triple. With no corpus checked out the test
//! has nothing to check and says so.

use warpflow_target::TargetModel;

#[test]
fn every_declared_callee_in_corpus_is_classified() {
    let files = warpflow_testkit::corpus_ll_files();
    if files.is_empty() {
        eprintln!("note: no kernels/**/*.ll in this checkout; nothing to check");
        return;
    }
    let mut unknown = Vec::new();
    let mut seen = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let Some(triple) =
            text.lines().find(|l| l.starts_with("target triple")).and_then(|l| l.split('"').nth(1))
        else {
            continue;
        };
        let model = TargetModel::for_triple(triple).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for l in text.lines().filter(|l| l.starts_with("declare ")) {
            let Some(at) = l.find('@') else { continue };
            let rest = &l[at + 1..];
            let Some(end) = rest.find('(') else { continue };
            seen += 1;
            if model.classify_call(&rest[..end]).is_none() {
                unknown.push(format!("{}: {}", f.display(), &rest[..end]));
            }
        }
    }
    assert!(seen > 0, "corpus declares nothing");
    assert!(unknown.is_empty(), "unclassified:\n{}", unknown.join("\n"));
}
