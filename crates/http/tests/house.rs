//! The house's rules, checked on the sources themselves so they cannot drift:
//! - no import circle between the modules of any crate, nor between the front end's files;
//! - no source file past 400 lines (tests aside);
//! - `lyceum-http` reaches the database only through `lyceum-persistence`, never diesel;
//! - comments point at documents the repository holds;
//! - every migration has its own version, the same on SQLite and PostgreSQL.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The longest a source file may grow before a concept in it wants its own name.
const MAX_LINES: usize = 400;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("repository root")
}

fn files_under(dir: &Path, keep: &dyn Fn(&Path) -> bool) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display())) {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if keep(&path) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

fn crates() -> Vec<PathBuf> {
    let mut crates: Vec<PathBuf> = fs::read_dir(repository().join("crates"))
        .expect("crates/")
        .map(|entry| entry.expect("crate folder").path())
        .filter(|path| path.join("src").is_dir())
        .collect();
    crates.sort();
    crates
}

fn rust_sources(krate: &Path) -> Vec<PathBuf> {
    files_under(&krate.join("src"), &|path| path.extension().is_some_and(|e| e == "rs"))
}

/// The part of a Rust file before its inline test module (`#[cfg(test)] mod tests {` at the
/// start of a line, so a test module nested in an inline module does not count).
fn without_inline_tests(text: &str) -> &str {
    let mut from = 0;
    while let Some(at) = text[from..].find("#[cfg(test)]") {
        let at = from + at;
        let at_line_start = at == 0 || text[..at].ends_with('\n');
        let item = text[at..].trim_start_matches("#[cfg(test)]").trim_start();
        // A test module may be shared with its siblings' tests (`pub(crate) mod tests`).
        let item = ["pub(crate) ", "pub(super) ", "pub "]
            .iter()
            .find_map(|visibility| item.strip_prefix(visibility))
            .unwrap_or(item);
        if at_line_start && item.starts_with("mod tests {") {
            return &text[..at];
        }
        from = at + 1;
    }
    text
}

/// A module's path inside its crate: `src/routes/mod.rs` and `src/routes.rs` are `["routes"]`,
/// `src/lib.rs` is the root `[]`.
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).expect("file under src").with_extension("");
    let mut path: Vec<String> = relative.iter().map(|part| part.to_string_lossy().into_owned()).collect();
    if matches!(path.last().map(String::as_str), Some("lib" | "main" | "mod")) {
        path.pop();
    }
    path
}

#[derive(Debug, PartialEq)]
enum Token {
    Word(String),
    PathSeparator,
    Open,
    Close,
    Comma,
    Other,
}

/// Identifiers, `::`, braces and commas of Rust code, with comments and literals left out.
fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && chars.get(i + 1) == Some(&'*') {
            i += 2;
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            tokens.push(Token::Other);
        } else if c == 'r' && (chars.get(i + 1) == Some(&'"') || chars.get(i + 1) == Some(&'#')) {
            // A raw string: r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                tokens.push(Token::Word("r".into()));
                i += 1;
                continue;
            }
            j += 1;
            let closing: String = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
            let rest: String = chars[j..].iter().collect();
            i = j + rest.find(&closing).map_or(rest.chars().count(), |at| rest[..at].chars().count() + closing.len());
            tokens.push(Token::Other);
        } else if c == '\'' {
            // A char literal ('a', '\n') or a lifetime ('a): skip either.
            if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else if chars.get(i + 1) == Some(&'\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else {
                i += 1;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
            }
            tokens.push(Token::Other);
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(Token::Word(chars[start..i].iter().collect()));
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push(Token::PathSeparator);
            i += 2;
        } else {
            tokens.push(match c {
                '{' => Token::Open,
                '}' => Token::Close,
                ',' => Token::Comma,
                _ => Token::Other,
            });
            i += 1;
        }
    }
    tokens
}

/// Every path that starts at `tokens[at]` (a word), with `use` groups spelled out:
/// `crate::{a, b::{c, self}}` gives `crate::a`, `crate::b::c` and `crate::b`.
fn paths_from(tokens: &[Token], at: usize, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
    let mut path = prefix.to_vec();
    let mut i = at;
    loop {
        match tokens.get(i) {
            Some(Token::Word(word)) if word == "self" && !path.is_empty() => i += 1,
            Some(Token::Word(word)) => {
                path.push(word.clone());
                i += 1;
            }
            Some(Token::Open) => {
                i += 1;
                loop {
                    match tokens.get(i) {
                        Some(Token::Close) | None => return i + 1,
                        Some(Token::Comma) => i += 1,
                        Some(Token::Word(_)) => i = paths_from(tokens, i, &path, out),
                        Some(_) => i += 1,
                    }
                }
            }
            _ => break,
        }
        if tokens.get(i) == Some(&Token::PathSeparator) {
            i += 1;
        } else {
            break;
        }
    }
    out.push(path);
    i
}

/// The modules a module's code names: through `crate::`, `super::`, `self::` and its own
/// child modules' names. A name re-exported at the crate root counts as the root.
fn modules_named(code: &str, this: &[String], modules: &BTreeSet<Vec<String>>) -> BTreeSet<Vec<String>> {
    let tokens = tokens(code);
    let mut named = BTreeSet::new();
    for (i, token) in tokens.iter().enumerate() {
        let Token::Word(word) = token else { continue };
        let after_separator = i > 0 && tokens[i - 1] == Token::PathSeparator;
        let before_separator = tokens.get(i + 1) == Some(&Token::PathSeparator);
        if after_separator || !before_separator {
            continue;
        }
        let mut paths = Vec::new();
        let (base, rest_at) = match word.as_str() {
            "crate" => (Vec::new(), i + 2),
            "self" => (this.to_vec(), i + 2),
            "super" => {
                let mut base = this.to_vec();
                let mut at = i;
                while tokens.get(at) == Some(&Token::Word("super".into()))
                    && tokens.get(at + 1) == Some(&Token::PathSeparator)
                {
                    base.pop();
                    at += 2;
                }
                (base, at)
            }
            child => {
                let mut path = this.to_vec();
                path.push(child.to_owned());
                if !modules.contains(&path) {
                    continue;
                }
                (this.to_vec(), i)
            }
        };
        paths_from(&tokens, rest_at, &base, &mut paths);
        for path in paths {
            let module = (0..=path.len()).rev().map(|n| path[..n].to_vec()).find(|p| modules.contains(p));
            if let Some(module) = module {
                if module != this {
                    named.insert(module);
                }
            }
        }
    }
    named
}

/// The groups of nodes that reach each other (Tarjan's strongly connected components), those
/// of more than one node.
fn circles<N: Ord + Clone>(edges: &BTreeMap<N, BTreeSet<N>>) -> Vec<Vec<N>> {
    struct Walk<'a, N: Ord> {
        edges: &'a BTreeMap<N, BTreeSet<N>>,
        index: BTreeMap<N, usize>,
        low: BTreeMap<N, usize>,
        stack: Vec<N>,
        found: Vec<Vec<N>>,
    }
    fn visit<N: Ord + Clone>(walk: &mut Walk<N>, node: &N) {
        let index = walk.index.len();
        walk.index.insert(node.clone(), index);
        walk.low.insert(node.clone(), index);
        walk.stack.push(node.clone());
        for next in walk.edges.get(node).into_iter().flatten() {
            if !walk.index.contains_key(next) {
                visit(walk, next);
                let low = walk.low[node].min(walk.low[next]);
                walk.low.insert(node.clone(), low);
            } else if walk.stack.contains(next) {
                let low = walk.low[node].min(walk.index[next]);
                walk.low.insert(node.clone(), low);
            }
        }
        if walk.low[node] == walk.index[node] {
            let at = walk.stack.iter().rposition(|n| n == node).expect("node on the stack");
            let group = walk.stack.split_off(at);
            if group.len() > 1 {
                walk.found.push(group);
            }
        }
    }
    let mut walk = Walk { edges, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), found: Vec::new() };
    for node in edges.keys() {
        if !walk.index.contains_key(node) {
            visit(&mut walk, node);
        }
    }
    walk.found
}

fn rust_module_graph(krate: &Path) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let src = krate.join("src");
    let files: BTreeMap<Vec<String>, PathBuf> =
        rust_sources(krate).into_iter().map(|file| (module_path(&src, &file), file)).collect();
    let modules: BTreeSet<Vec<String>> = files.keys().cloned().collect();
    files
        .iter()
        .map(|(module, file)| {
            let text = fs::read_to_string(file).expect("read source");
            (module.clone(), modules_named(without_inline_tests(&text), module, &modules))
        })
        .collect()
}

#[test]
fn no_crate_has_an_import_circle() {
    let mut found = Vec::new();
    for krate in crates() {
        for group in circles(&rust_module_graph(&krate)) {
            let names: Vec<String> =
                group.iter().map(|m| if m.is_empty() { "(crate root)".into() } else { m.join("::") }).collect();
            found.push(format!("{}: {}", krate.file_name().unwrap().to_string_lossy(), names.join(", ")));
        }
    }
    assert!(found.is_empty(), "modules that import each other, directly or around a circle:\n{}", found.join("\n"));
}

#[test]
fn inline_test_modules_are_left_out_shared_or_not() {
    let code = "pub fn f() {}\n";
    for tests in ["mod tests {", "pub(crate) mod tests {", "pub mod tests {"] {
        let text = format!("{code}#[cfg(test)]\n{tests}\n    use super::*;\n}}\n");
        assert_eq!(without_inline_tests(&text), code, "{tests}");
    }
    // A test-only item that is not the tests module stays.
    let text = "#[cfg(test)]\nuse super::x;\npub fn f() {}\n";
    assert_eq!(without_inline_tests(text), text);
}

#[test]
fn the_circle_finder_sees_a_circle_through_a_parent_and_a_re_export() {
    let modules: BTreeSet<Vec<String>> =
        [vec![], vec!["routes".to_owned()], vec!["routes".to_owned(), "news".to_owned()], vec!["state".to_owned()]]
            .into_iter()
            .collect();
    let routes = vec!["routes".to_owned()];
    let news = vec!["routes".to_owned(), "news".to_owned()];
    let mut edges = BTreeMap::new();
    edges.insert(routes.clone(), modules_named("pub fn table() { news::configure(); }", &routes, &modules));
    edges.insert(news.clone(), modules_named("use super::{helper, self as parent};", &news, &modules));
    edges.insert(vec![], modules_named("pub use state::AppState;", &[], &modules));
    edges.insert(vec!["state".to_owned()], modules_named("use crate::{Settings};", &["state".to_owned()], &modules));
    let found = circles(&edges);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().any(|group| group.contains(&routes) && group.contains(&news)));
    assert!(found.iter().any(|group| group.contains(&vec![]) && group.contains(&vec!["state".to_owned()])));
    // Strings and comments name nothing.
    assert!(modules_named("// crate::state\nlet s = \"crate::state::X\";", &routes, &modules).is_empty());
}

fn front_end_sources() -> Vec<PathBuf> {
    files_under(&repository().join("frontend/src"), &|path| {
        let name = path.file_name().unwrap().to_string_lossy();
        (name.ends_with(".ts") || name.ends_with(".tsx")) && !name.contains(".test.")
    })
}

/// The modules a front-end file imports (`import … from`, `export … from`, `import(…)`), by
/// relative path or the `@/` alias of `src/`.
fn front_end_imports(file: &Path, text: &str, src: &Path, known: &BTreeSet<PathBuf>) -> BTreeSet<PathBuf> {
    let mut imports = BTreeSet::new();
    for (at, _) in text.match_indices(['\'', '"']) {
        let before = text[..at].trim_end();
        if !(before.ends_with("from") || before.ends_with("import") || before.ends_with("import(")) {
            continue;
        }
        let quote = &text[at..at + 1];
        let Some(length) = text[at + 1..].find(quote) else { continue };
        let specifier = &text[at + 1..at + 1 + length];
        let base = if let Some(rest) = specifier.strip_prefix("@/") {
            src.join(rest)
        } else if specifier.starts_with('.') {
            file.parent().expect("folder").join(specifier)
        } else {
            continue;
        };
        let base = normalise(&base);
        let candidates = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
            .map(|suffix| PathBuf::from(format!("{}{suffix}", base.display())));
        if let Some(target) = candidates.into_iter().find(|c| known.contains(c)) {
            if target != file {
                imports.insert(target);
            }
        }
    }
    imports
}

fn normalise(path: &Path) -> PathBuf {
    let mut parts = Vec::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                parts.pop();
            }
            std::path::Component::CurDir => {}
            other => parts.push(other),
        }
    }
    parts.iter().collect()
}

#[test]
fn the_front_end_has_no_import_circle() {
    let src = repository().join("frontend/src");
    let files = front_end_sources();
    let known: BTreeSet<PathBuf> = files.iter().cloned().collect();
    let edges: BTreeMap<PathBuf, BTreeSet<PathBuf>> = files
        .iter()
        .map(|file| {
            let text = fs::read_to_string(file).expect("read source");
            (file.clone(), front_end_imports(file, &text, &src, &known))
        })
        .collect();
    assert!(edges.values().map(BTreeSet::len).sum::<usize>() > 100, "the import reader found too few imports");
    let found: Vec<String> = circles(&edges)
        .into_iter()
        .map(|group| {
            group.iter().map(|f| f.strip_prefix(&src).unwrap().display().to_string()).collect::<Vec<_>>().join(", ")
        })
        .collect();
    assert!(found.is_empty(), "front-end files that import each other:\n{}", found.join("\n"));
}

#[test]
fn no_source_file_is_longer_than_400_lines() {
    let repository = repository();
    let mut long = Vec::new();
    for krate in crates() {
        for file in rust_sources(&krate) {
            if file.file_name().is_some_and(|name| name == "tests.rs") {
                continue;
            }
            let text = fs::read_to_string(&file).expect("read source");
            let lines = without_inline_tests(&text).lines().count();
            if lines > MAX_LINES {
                long.push(format!("{} ({lines} lines)", file.strip_prefix(&repository).unwrap().display()));
            }
        }
    }
    for file in front_end_sources() {
        let text = fs::read_to_string(&file).expect("read source");
        // The wire types are generated from the Rust types (crates/http/src/wire.rs), not written.
        if text.starts_with("// The API's answers, generated from the Rust types") {
            continue;
        }
        let lines = text.lines().count();
        if lines > MAX_LINES {
            long.push(format!("{} ({lines} lines)", file.strip_prefix(&repository).unwrap().display()));
        }
    }
    assert!(long.is_empty(), "source files past {MAX_LINES} lines (tests aside):\n{}", long.join("\n"));
}

#[test]
fn the_web_layer_reaches_the_database_only_through_persistence() {
    let manifest = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).expect("Cargo.toml");
    let dependencies =
        manifest.split("\n[").find(|section| section.starts_with("dependencies]")).expect("a [dependencies] section");
    assert!(
        !dependencies.lines().any(|line| line.trim_start().starts_with("diesel")),
        "lyceum-http lists diesel among its dependencies"
    );
    for file in rust_sources(Path::new(env!("CARGO_MANIFEST_DIR"))) {
        let text = fs::read_to_string(&file).expect("read source");
        assert!(!text.contains("diesel::"), "{} uses diesel", file.display());
    }
}

/// The most lines the web layer's sources may hold, their unit tests aside (as every other check
/// here reads them): routes decode, call a use case (`lyceum-school`) and answer, so a new area's
/// writes, read models and documents grow the crates below, not this one.
const WEB_LAYER_MAX_LINES: usize = 11_950;

/// The code of the web layer's sources, comments and literals left out, by file.
fn web_layer_code() -> Vec<(PathBuf, Vec<Token>)> {
    rust_sources(Path::new(env!("CARGO_MANIFEST_DIR")))
        .into_iter()
        .map(|file| {
            let text = fs::read_to_string(&file).expect("read source");
            let code = tokens(without_inline_tests(&text));
            (file, code)
        })
        .collect()
}

/// Whether `code` holds the words `words` one after the other, `::` between them skipped.
fn holds_words(code: &[Token], words: &[&str]) -> bool {
    let spelled: Vec<&str> = code
        .iter()
        .filter_map(|token| match token {
            Token::Word(word) => Some(word.as_str()),
            Token::PathSeparator => None,
            _ => Some(""),
        })
        .collect();
    spelled.windows(words.len()).any(|window| window == words)
}

#[test]
fn the_web_layer_and_the_command_leave_writes_their_audit_and_passwords_to_the_use_cases() {
    let mut found = Vec::new();
    let mut lines = 0;
    let web_layer = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let command = rust_sources(&repository().join("crates/cli")).into_iter().map(|file| {
        let text = fs::read_to_string(&file).expect("read source");
        let code = tokens(without_inline_tests(&text));
        (file, code)
    });
    for (file, code) in web_layer_code().into_iter().chain(command) {
        let name = file.strip_prefix(repository()).unwrap().display().to_string();
        if file.starts_with(&web_layer) {
            lines += without_inline_tests(&fs::read_to_string(&file).expect("read source")).lines().count();
        }
        if holds_words(&code, &["transaction"]) {
            found.push(format!("{name} opens a transaction: a use case in lyceum-school owns it"));
        }
        if holds_words(&code, &["audited"]) {
            found.push(format!("{name} writes beside its own audit entry: a use case in lyceum-school owns both"));
        }
        if holds_words(&code, &["NewEntry"]) && !name.ends_with("src/audit.rs") {
            found.push(format!("{name} builds an audit row by hand: use audit::Entry"));
        }
        if holds_words(&code, &["bcrypt", "hash"]) || holds_words(&code, &["bcrypt", "verify"]) {
            found.push(format!("{name} calls bcrypt itself: use lyceum_school::passwords"));
        }
        let text = fs::read_to_string(&file).expect("read source");
        for line in without_inline_tests(&text).lines().filter(|line| gives_a_literal_cost(line)) {
            found.push(format!("{name} sets a bcrypt cost by number: {}", line.trim()));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(
        lines < WEB_LAYER_MAX_LINES,
        "crates/http/src holds {lines} lines besides its unit tests; it may only shrink"
    );
}

/// Whether a line of code sets a password's cost by number: `bcrypt_cost: 12`, `cost = 12` or
/// a hash call whose last argument is a number (`hash(password, 12)`).
fn gives_a_literal_cost(line: &str) -> bool {
    let code = line.split("//").next().unwrap_or_default();
    let number_follows = |rest: &str| rest.trim_start().starts_with(|c: char| c.is_ascii_digit());
    let set_by_number = ["cost:", "cost =", "cost="]
        .iter()
        .any(|setting| code.match_indices(setting).any(|(at, _)| number_follows(&code[at + setting.len()..])));
    let hashed_by_number = code.match_indices("hash(").any(|(at, _)| {
        let call = &code[at..];
        let args = &call[..call.find(')').unwrap_or(call.len())];
        args.rsplit(',').next().is_some_and(|last| args.contains(',') && last.trim().parse::<u32>().is_ok())
    });
    set_by_number || hashed_by_number
}

#[test]
fn the_use_case_rules_see_what_they_look_for() {
    assert!(gives_a_literal_cost("    settings.bcrypt_cost: 12,"));
    assert!(gives_a_literal_cost("let hash = passwords::hash(&password, 12)?;"));
    assert!(gives_a_literal_cost("settings.bcrypt_cost = 4;"));
    assert!(!gives_a_literal_cost("let hash = passwords::hash(&password, settings.bcrypt_cost)?;"));
    assert!(!gives_a_literal_cost("bcrypt_cost: lyceum_school::passwords::DEFAULT_BCRYPT_COST, // not 12"));
    let code = tokens("fn f() { lyceum_persistence::transaction(conn, |c| bcrypt::hash(p, 12)) } // transaction");
    assert!(holds_words(&code, &["transaction"]));
    assert!(holds_words(&code, &["bcrypt", "hash"]));
    assert!(holds_words(&tokens("db::run(db, |c| audited(c, |c| Ok((1, vec![])))"), &["audited"]));
    assert!(!holds_words(&tokens("// a transaction\nlet s = \"transaction\";"), &["transaction"]));
}

#[test]
fn comments_point_only_at_documents_the_repository_holds() {
    let repository = repository();
    let mut files: Vec<PathBuf> = crates().iter().flat_map(|krate| rust_sources(krate)).collect();
    files.extend(files_under(&repository.join("frontend/src"), &|path| {
        path.extension().is_some_and(|e| e == "ts" || e == "tsx")
    }));
    files.extend(files_under(&repository.join("frontend/e2e"), &|path| path.extension().is_some_and(|e| e == "mjs")));
    let outside: Vec<String> = files
        .iter()
        .filter(|file| fs::read_to_string(file).is_ok_and(|text| text.contains("SPEC §")))
        .map(|file| file.strip_prefix(&repository).unwrap().display().to_string())
        .collect();
    assert!(
        outside.is_empty(),
        "comments citing the specification by section, which the repository does not hold:\n{}",
        outside.join("\n")
    );
}

/// The migrations' folder names under `migrations/<backend>`.
fn migrations(backend: &str) -> Vec<String> {
    let dir = repository().join("migrations").join(backend);
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with('.'))
        .collect();
    names.sort();
    names
}

#[test]
fn every_migration_has_its_own_version_on_both_databases() {
    let sqlite = migrations("sqlite");
    assert_eq!(sqlite, migrations("postgres"), "SQLite and PostgreSQL have the same migrations");
    // The version is the name up to the first '_'; two migrations of one version run as one.
    let mut seen = BTreeMap::new();
    for name in &sqlite {
        let version = name.split('_').next().unwrap_or(name);
        if let Some(other) = seen.insert(version.to_string(), name.clone()) {
            panic!("{other} and {name} share the version {version}");
        }
    }
}
