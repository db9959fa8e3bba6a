//! Every complete scenario in docs/scenarios.md parses and passes, so the guide stays true.

use horyu_engine::scenario::Scenario;

const GUIDE: &str = include_str!("../../../docs/scenarios.md");

#[test]
fn the_guide_s_complete_examples_pass() {
    let mut n = 0;
    for block in GUIDE.split("```toml").skip(1) {
        let body = block.split("```").next().unwrap_or_default();
        if !body.contains("title =") || !body.contains("[board]") {
            continue; // a fragment, not a whole scenario
        }
        let sc = Scenario::parse(body)
            .unwrap_or_else(|e| panic!("docs/scenarios.md example fails to parse: {e}\n{body}"));
        let r = sc.run();
        assert!(r.passed() || sc.expect_fail.is_some(), "{}: {:?}", sc.title, r.failures());
        n += 1;
    }
    assert!(n >= 2, "the guide has at least two complete examples (found {n})");
}
