/// The HTML report's stylesheet, inlined in its `<head>`: light and dark, screen and print.
enum HTMLReportStyle {
    static let css = """
    :root {
      color-scheme: light dark;
      --bg: #f5f5f7; --surface: #ffffff; --text: #1d1d1f; --muted: #6e6e73; --line: #e2e2e7;
      --soft: #f2f2f5; --accent: #1c71d8; --stage: #f7f7f9;
      --error: #c01c28; --error-bg: #fde7e8; --warning: #a34700; --warning-bg: #ffefdd;
      --info: #1a5fb4; --info-bg: #e4eefb; --ok: #1f7a4d; --ok-bg: #e1f4e9;
      --mono: ui-monospace, "SF Mono", "JetBrains Mono", "Cascadia Mono", Menlo, Consolas, monospace;
    }
    /* Dark on screen only: paper is white. */
    @media screen and (prefers-color-scheme: dark) {
      :root {
        --bg: #141416; --surface: #1e1e21; --text: #f2f2f7; --muted: #9d9da3; --line: #323236;
        --soft: #2a2a2e; --accent: #78aeed; --stage: #e9e9ec;
        --error: #ff7b80; --error-bg: rgba(224, 27, 36, .2); --warning: #ffa85c; --warning-bg: rgba(255, 120, 0, .18);
        --info: #86b6f0; --info-bg: rgba(28, 113, 216, .24); --ok: #6fd39b; --ok-bg: rgba(38, 162, 105, .2);
      }
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body {
      margin: 0; background: var(--bg); color: var(--text);
      font: 15px/1.5 Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, system-ui, sans-serif;
      -webkit-font-smoothing: antialiased; font-feature-settings: "cv11", "ss01";
    }
    main { max-width: 1200px; margin: 0 auto; padding: 48px 32px 24px; }
    a { color: var(--accent); text-decoration: none; }
    a:hover { text-decoration: underline; }
    h1 { font-size: 36px; line-height: 1.1; letter-spacing: -.022em; margin: 6px 0 10px; font-weight: 700; }
    h2 { font-size: 22px; line-height: 1.25; letter-spacing: -.014em; margin: 0; font-weight: 700; }
    h3 { font-size: 12px; font-weight: 650; text-transform: uppercase; letter-spacing: .07em; color: var(--muted); margin: 28px 0 10px; }
    h4 { font-size: 16px; margin: 0; font-weight: 650; letter-spacing: -.01em; }
    p { margin: 0; }
    code { font-family: var(--mono); font-size: .86em; background: var(--soft); padding: 1px 6px; border-radius: 6px; overflow-wrap: anywhere; }
    .muted { color: var(--muted); }
    .note { color: var(--muted); font-size: 13px; margin-top: 10px; }
    .path { color: var(--muted); font-family: var(--mono); font-size: 12px; overflow-wrap: anywhere; }

    .masthead { margin-bottom: 28px; }
    .eyebrow { color: var(--muted); font-size: 12px; font-weight: 650; letter-spacing: .08em; text-transform: uppercase; }
    .lede { color: var(--muted); font-size: 17px; margin-bottom: 22px; max-width: 760px; }
    .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(170px, 1fr)); gap: 12px; }
    .tile {
      background: var(--surface); border: 1px solid var(--line); border-radius: 14px; padding: 14px 18px 12px;
      display: flex; flex-direction: column; border-top: 4px solid var(--line);
    }
    .tile .n { font-size: 34px; font-weight: 700; line-height: 1.15; font-variant-numeric: tabular-nums; letter-spacing: -.02em; }
    .tile .l { color: var(--muted); font-size: 13px; font-weight: 550; }
    .tile.error { border-top-color: var(--error); } .tile.error .n { color: var(--error); }
    .tile.warning { border-top-color: var(--warning); } .tile.warning .n { color: var(--warning); }
    .tile.info { border-top-color: var(--info); } .tile.info .n { color: var(--info); }
    .tile.unreadable { border-top-color: var(--text); }
    .tile.none .n { color: var(--muted); }

    .card { background: var(--surface); border: 1px solid var(--line); border-radius: 16px; padding: 20px 22px; margin-top: 16px; }
    .card.flush { padding: 4px 6px; margin-top: 0; }
    .card h2 { margin-bottom: 6px; }

    table { width: 100%; border-collapse: collapse; font-size: 14px; }
    th {
      text-align: left; font-size: 11px; font-weight: 650; text-transform: uppercase; letter-spacing: .06em;
      color: var(--muted); padding: 10px 12px 8px; border-bottom: 1px solid var(--line); white-space: nowrap;
    }
    td { padding: 11px 12px; border-bottom: 1px solid var(--line); vertical-align: top; }
    tbody tr:last-child td { border-bottom: 0; }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
    td.num { font-weight: 600; }
    td.zero { color: var(--muted); font-weight: 400; opacity: .55; }
    td.error { color: var(--error); } td.warning { color: var(--warning); } td.info { color: var(--info); }
    table.summary td { padding-top: 8px; padding-bottom: 8px; }
    table.summary tbody tr:hover { background: var(--soft); }
    .platforms { display: grid; grid-template-columns: repeat(auto-fill, minmax(460px, 1fr)); gap: 8px 28px; align-items: start; margin-top: 8px; }
    table.devices td { padding-top: 5px; padding-bottom: 5px; font-size: 13.5px; }
    table.devices th:first-child { color: var(--text); font-size: 12px; }
    table.summary td:first-child a { font-weight: 600; }

    .badge {
      display: inline-flex; align-items: center; gap: 6px; padding: 2px 9px 2px 8px; border-radius: 999px;
      font-size: 12px; font-weight: 650; line-height: 18px; white-space: nowrap;
    }
    .badge::before { content: ""; width: 7px; height: 7px; border-radius: 50%; background: currentColor; }
    .badge.error { color: var(--error); background: var(--error-bg); }
    .badge.warning { color: var(--warning); background: var(--warning-bg); }
    .badge.info { color: var(--info); background: var(--info-bg); }
    .badge.ok { color: var(--ok); background: var(--ok-bg); }

    section.file { margin-top: 56px; }
    .file-head {
      display: flex; justify-content: space-between; align-items: flex-end; gap: 8px 24px; flex-wrap: wrap;
      padding-bottom: 14px; border-bottom: 1px solid var(--line);
    }
    .file-head .meta { color: var(--muted); font-size: 14px; margin-top: 4px; }
    .file-head .counts { display: flex; gap: 6px; flex-wrap: wrap; }
    .all-clear { margin-top: 16px; padding: 14px 18px; border-radius: 12px; background: var(--ok-bg); color: var(--ok); font-weight: 600; }
    .callout { margin-top: 16px; padding: 6px 20px 14px; border-radius: 12px; background: var(--error-bg); border: 1px solid var(--error); }
    .callout h3 { color: var(--error); margin: 12px 0 8px; }
    .callout ul { margin: 0; padding-left: 18px; }
    .callout li { margin: 4px 0; }
    .callout code { background: transparent; padding: 0; }

    table.findings td { font-size: 14px; }
    table.findings code.rule { background: transparent; padding: 0; font-size: 12.5px; color: var(--muted); white-space: nowrap; }
    table.findings code.element { font-weight: 600; color: var(--text); overflow-wrap: break-word; }
    table.findings .message > p:first-child { font-weight: 500; }
    table.findings .where { color: var(--muted); font-size: 13px; }
    table.findings p.where, table.findings p.fix { margin-top: 4px; font-size: 13px; }
    table.findings td.where { min-width: 170px; }
    table.findings td.fix { min-width: 150px; font-size: 13px; }
    .fix .label {
      font-size: 10.5px; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; color: var(--ok);
      background: var(--ok-bg); border-radius: 4px; padding: 1px 5px; margin-right: 4px;
    }
    a.see { display: block; margin-top: 4px; font-size: 12.5px; }
    a.see::after { content: " ↓"; }
    table.findings.wide th:nth-child(1), table.findings.wide td:nth-child(1) { width: 96px; }

    details.help { margin-top: 6px; font-size: 13px; }
    details.help summary { cursor: pointer; color: var(--accent); font-weight: 550; list-style: none; display: inline-block; }
    details.help summary::-webkit-details-marker { display: none; }
    details.help summary::before { content: "▸ "; }
    details.help[open] summary::before { content: "▾ "; }
    details.help .rule-summary { margin: 6px 0 0; color: var(--muted); }
    details.help blockquote {
      margin: 8px 0 4px; padding: 6px 12px; border-left: 3px solid var(--line); color: var(--text);
      font-style: italic; background: var(--soft); border-radius: 0 8px 8px 0;
    }
    details.help cite { color: var(--muted); font-style: normal; font-size: 12px; }

    article.env { background: var(--surface); border: 1px solid var(--line); border-radius: 16px; margin: 14px 0; overflow: hidden; }
    article.env > header {
      display: flex; justify-content: space-between; align-items: baseline; flex-wrap: wrap; gap: 4px 16px;
      padding: 14px 20px; border-bottom: 1px solid var(--line);
    }
    article.env > header .meta { color: var(--muted); font-size: 13px; display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
    .env-body { display: grid; grid-template-columns: auto minmax(0, 1fr); }
    article.env.wide .env-body { grid-template-columns: minmax(0, 1fr); }
    .stage {
      margin: 0; padding: 18px; background: var(--stage); border-right: 1px solid var(--line);
      display: flex; align-items: flex-start; justify-content: center;
    }
    article.env.wide .stage { border-right: 0; border-bottom: 1px solid var(--line); }
    .stage svg { display: block; max-width: 100%; height: auto; position: sticky; top: 18px; }
    .env-findings { padding: 4px 8px; min-width: 0; }
    .no-render { color: var(--muted); font-size: 13px; padding: 24px; }

    details.listing { margin-top: 14px; background: var(--surface); border: 1px solid var(--line); border-radius: 12px; padding: 10px 16px; }
    details.listing summary { cursor: pointer; font-weight: 600; font-size: 14px; }
    details.listing .note { margin-top: 8px; }
    ul.env-list { columns: 2 320px; column-gap: 28px; margin: 10px 0 4px; padding-left: 18px; font-size: 13.5px; }
    ul.env-list li { break-inside: avoid; margin: 2px 0; }
    ul.env-list .muted { font-size: 12.5px; margin-left: 4px; }

    footer { max-width: 1200px; margin: 0 auto; padding: 24px 32px 48px; color: var(--muted); font-size: 12.5px; }

    @media (max-width: 820px) {
      main { padding: 28px 16px; }
      .env-body { grid-template-columns: minmax(0, 1fr); }
      .stage { border-right: 0; border-bottom: 1px solid var(--line); }
      table.findings.wide th:nth-child(5), table.findings.wide td:nth-child(5) { display: none; }
    }
    @media print {
      :root { --bg: #fff; --surface: #fff; }
      body { font-size: 10pt; }
      main { max-width: none; padding: 0; }
      footer { padding: 12pt 0 0; }
      .tile, article.env, details.listing, table tr { break-inside: avoid; }
      h2, h3, h4, .file-head { break-after: avoid; }
      section.file { break-before: page; margin-top: 0; }
      .stage svg { max-height: 13cm; width: auto; }
      a { color: inherit; }
      a.see { display: none; }
      table.summary tbody tr:hover { background: none; }
      details.help summary::before { content: ""; }
    }

    """
}
