/// The app's own CSS on top of libadwaita's: count pills, severity colours, the canvas backdrop, banners, device cards.
enum AppStyle {
    static let css = """
    .canvas { background-color: mix(@window_bg_color, @window_fg_color, 0.04); }
    .canvas:focus-visible { outline: 2px solid @accent_color; outline-offset: -4px; border-radius: 8px; }
    standin.canvas-element:focus-visible { outline: 2px solid @accent_color; outline-offset: 7px; border-radius: 6px; }
    .environment-bar { padding: 6px 8px; border-bottom: 1px solid alpha(@borders, 1); background-color: @window_bg_color; }
    .findings-panel { background-color: @window_bg_color; }
    .count-pill { border-radius: 999px; padding: 1px 9px; font-weight: bold; font-size: 0.9em; }
    .count-pill.error { background-color: alpha(@error_color, 0.16); color: @error_color; }
    .count-pill.warning { background-color: alpha(#ff7800, 0.18); color: #c64600; }
    .count-pill.info { background-color: alpha(@accent_color, 0.16); color: @accent_color; }
    .severity-error { color: #e01b24; }
    .severity-warning { color: #ff7800; }
    .severity-info { color: #1c71d8; }
    .filter-bar { padding: 4px 4px 4px 10px; border-radius: 8px; background-color: alpha(@accent_bg_color, 0.12); }
    .problem-banner { padding: 10px 12px; background-color: alpha(@error_bg_color, 0.14); border-bottom: 1px solid alpha(@error_bg_color, 0.3); }
    .zoom-controls { border-radius: 8px; }
    .device-grid-view { background-color: mix(@window_bg_color, @window_fg_color, 0.04); }
    .device-grid flowboxchild { padding: 0; border-radius: 12px; background: none; }
    .device-card { padding: 8px; border-radius: 12px; }
    .device-grid flowboxchild:hover .device-card { background-color: mix(@card_bg_color, @window_fg_color, 0.03); }
    .device-card.current { box-shadow: 0 0 0 3px @accent_color; }
    .device-thumbnail { border-radius: 6px; background-color: mix(@window_bg_color, @window_fg_color, 0.04); }
    """
}
