//! The documentation cannot go stale: every `fgljit` command shown in README.md and in every page of
//! docs/ (their ```` ```console ```` blocks) runs here, through the real binary, and what it prints
//! (standard output and standard error, in order) and its exit status (`? 2`) must be what the page
//! shows. `...` on a line of its own stands for any lines, `[..]` for the rest of a line's text
//! (timings). Blocks that are not commands are marked (```` ```text ````, ```` ```sh ```` for set-up
//! commands that are not fgljit's); a fence with no language would be run as commands too.
//! `TRYCMD=overwrite cargo test --release --test docs` rewrites the pages' outputs after a change that
//! means to change them (read the diff).

#[test]
fn commands_in_the_docs_print_what_the_docs_show() {
    trycmd::TestCases::new()
        .register_bin("fgljit", trycmd::cargo::cargo_bin!("fgljit"))
        // Colour and the terminal are not part of what the docs show.
        .env("NO_COLOR", "1")
        .case("README.md")
        .case("docs/*.md");
}
