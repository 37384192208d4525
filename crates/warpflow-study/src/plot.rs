//! The study's plots, drawn with `plotters` into memory as SVG text and PNG bytes (the caller
//! writes the files):
//!
//! - `tk`: `T(k)` per policy, measured points and the fitted line `a + c*k`;
//! - `active`: active threads per issued instruction against `k`, with the ideal `32/k`;
//! - `occupancy`: `T(k_max) / T(k_min)` against resident warps.
//!
//! Text needs a font: `plotters` is built with its `ab_glyph` renderer (pure Rust, no system
//! fonts or libraries) and the DejaVu Sans font embedded by the `dejavu` crate (Bitstream Vera
//! licence, free to embed) is registered as `sans-serif` on first use. The PNG is drawn by the
//! bitmap backend into an RGB buffer and encoded with the `png` crate.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::FontStyle;

use crate::divergence::Study;

/// Plot size in pixels.
pub const SIZE: (u32, u32) = (800, 500);

/// A drawn plot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plot {
    /// file stem (`tk`, `active`, `occupancy`)
    pub name: String,
    /// SVG text
    pub svg: String,
    /// PNG bytes
    pub png: Vec<u8>,
}

/// Errors of drawing.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum PlotError {
    /// The embedded font did not load.
    #[error("the embedded font does not load")]
    Font,
    /// plotters failed.
    #[error("drawing {plot}: {msg}")]
    Draw {
        /// plot name
        plot: String,
        /// message
        msg: String,
    },
    /// PNG encoding failed.
    #[error("PNG encoding: {0}")]
    Png(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    Points,
    Line,
    Dashed,
}

#[derive(Clone, Debug)]
struct Series {
    label: String,
    color: usize,
    style: Style,
    points: Vec<(f64, f64)>,
}

#[derive(Clone, Debug)]
struct Chart {
    name: String,
    title: String,
    x_label: String,
    y_label: String,
    series: Vec<Series>,
    y_from_zero: bool,
    legend: SeriesLabelPosition,
}

fn register_font() -> Result<(), PlotError> {
    static DONE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let ok = *DONE.get_or_init(|| {
        plotters::style::register_font("sans-serif", FontStyle::Normal, dejavu::sans::regular()).is_ok()
    });
    if ok {
        Ok(())
    } else {
        Err(PlotError::Font)
    }
}

fn color(i: usize) -> RGBColor {
    const C: [RGBColor; 6] = [
        RGBColor(31, 119, 180),
        RGBColor(214, 39, 40),
        RGBColor(44, 160, 44),
        RGBColor(148, 103, 189),
        RGBColor(255, 127, 14),
        RGBColor(90, 90, 90),
    ];
    C[i % C.len()]
}

fn draw<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, c: &Chart) -> Result<(), String> {
    let e = |x: DrawingAreaErrorKind<DB::ErrorType>| x.to_string();
    root.fill(&WHITE).map_err(e)?;
    let all = c.series.iter().flat_map(|s| s.points.iter());
    let (mut x0, mut x1, mut y0, mut y1) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
    for &(x, y) in all {
        x0 = x0.min(x);
        x1 = x1.max(x);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    if x0 > x1 {
        (x0, x1, y0, y1) = (0.0, 1.0, 0.0, 1.0);
    }
    if c.y_from_zero {
        y0 = y0.min(0.0);
    }
    let pad = ((y1 - y0) * 0.05).max(1e-9);
    let xpad = ((x1 - x0) * 0.02).max(0.5);
    // Integer data reads as integers ("350000", not "350000.0"); other ticks keep their digits.
    let int_x = c.series.iter().flat_map(|s| &s.points).all(|p| p.0.fract() == 0.0);
    let int_y = c.series.iter().flat_map(|s| &s.points).all(|p| p.1.fract() == 0.0);
    let x_fmt = move |v: &f64| tick(*v, int_x);
    let y_fmt = move |v: &f64| tick(*v, int_y);
    let mut chart = ChartBuilder::on(root)
        .caption(&c.title, ("sans-serif", 22))
        .margin(12)
        .x_label_area_size(45)
        .y_label_area_size(80)
        .build_cartesian_2d((x0 - xpad)..(x1 + xpad), (if c.y_from_zero { y0 } else { y0 - pad })..(y1 + pad))
        .map_err(e)?;
    chart
        .configure_mesh()
        .x_desc(c.x_label.as_str())
        .y_desc(c.y_label.as_str())
        .x_label_formatter(&x_fmt)
        .y_label_formatter(&y_fmt)
        .label_style(("sans-serif", 14))
        .axis_desc_style(("sans-serif", 16))
        // A faint minor grid: the dense default one competes with the markers.
        .light_line_style(RGBColor(244, 244, 244))
        .bold_line_style(RGBColor(200, 200, 200))
        .draw()
        .map_err(e)?;
    let marker_of = markers(&c.series);
    for (si, s) in c.series.iter().enumerate() {
        let col = color(s.color);
        let mk = marker_of[si];
        let anno = match s.style {
            Style::Points => chart.draw_series(s.points.iter().map(|&p| marker(p, mk, col))).map_err(e)?,
            Style::Line => chart
                .draw_series(LineSeries::new(s.points.iter().copied(), col.stroke_width(2)))
                .map_err(e)?,
            Style::Dashed => chart
                .draw_series(DashedLineSeries::new(s.points.iter().copied(), 6, 4, col.stroke_width(1)))
                .map_err(e)?,
        };
        let style = s.style;
        if !s.label.is_empty() {
            anno.label(s.label.as_str()).legend(move |(x, y)| match style {
                Style::Points => marker((x + 10, y), mk, col),
                _ => PathElement::new(vec![(x, y), (x + 20, y)], col.stroke_width(2)).into_dyn(),
            });
        }
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font(("sans-serif", 14))
        .position(c.legend.clone())
        .draw()
        .map_err(e)?;
    root.present().map_err(e)?;
    Ok(())
}

/// The marker number of each series: point series get distinct markers (filled dot, ring,
/// triangle, cross in turn), so a series drawn over an identical one stays visible.
fn markers(series: &[Series]) -> Vec<usize> {
    let mut out = Vec::with_capacity(series.len());
    let mut next = 0;
    for s in series {
        out.push(next);
        if s.style == Style::Points {
            next += 1;
        }
    }
    out
}

/// Tick text: integers without a fraction on an integer axis, otherwise up to 3 decimals.
fn tick(v: f64, integral: bool) -> String {
    if integral && (v - v.round()).abs() < 1e-9 {
        format!("{}", v.round() as i64)
    } else {
        let t = format!("{v:.3}");
        t.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// Marker number `k` (see `draw`) at `p`.
fn marker<C, DB: DrawingBackend>(p: C, k: usize, col: RGBColor) -> DynElement<'static, DB, C>
where
    C: Clone + 'static,
{
    match k % 4 {
        0 => Circle::new(p, 3, col.filled()).into_dyn(),
        1 => Circle::new(p, 6, col.stroke_width(2)).into_dyn(),
        2 => TriangleMarker::new(p, 6, col.filled()).into_dyn(),
        _ => Cross::new(p, 5, col.stroke_width(2)).into_dyn(),
    }
}

fn render(c: &Chart) -> Result<Plot, PlotError> {
    let err = |msg: String| PlotError::Draw { plot: c.name.clone(), msg };
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        draw(&root, c).map_err(err)?;
    }
    let (w, h) = SIZE;
    let mut rgb = vec![255u8; (w * h * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut rgb, SIZE).into_drawing_area();
        draw(&root, c).map_err(err)?;
    }
    let mut png_bytes = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut png_bytes, w, h);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_compression(png::Compression::High);
        let mut wr = enc.write_header().map_err(|e| PlotError::Png(e.to_string()))?;
        wr.write_image_data(&rgb).map_err(|e| PlotError::Png(e.to_string()))?;
        wr.finish().map_err(|e| PlotError::Png(e.to_string()))?;
    }
    Ok(Plot { name: c.name.clone(), svg, png: png_bytes })
}

fn charts(s: &Study) -> Vec<Chart> {
    let dev = &s.backend.backend;
    let mut tk = Vec::new();
    let mut active = Vec::new();
    for (i, p) in s.policies.iter().enumerate() {
        tk.push(Series {
            label: format!("{} (measured)", p.policy),
            color: i,
            style: Style::Points,
            points: p.points.iter().map(|q| (f64::from(q.k), q.cycles)).collect(),
        });
        let (k0, k1) = (
            p.points.first().map_or(1.0, |q| f64::from(q.k)),
            p.points.last().map_or(32.0, |q| f64::from(q.k)),
        );
        tk.push(Series {
            label: format!("{}: {:.0} + {:.0} k (R^2 {:.4})", p.policy, p.fit.a, p.fit.c, p.fit.r2),
            color: i,
            style: Style::Dashed,
            points: vec![(k0, p.fit.a + p.fit.c * k0), (k1, p.fit.a + p.fit.c * k1)],
        });
        let pts: Vec<(f64, f64)> =
            p.points.iter().filter_map(|q| q.active_per_instruction.map(|a| (f64::from(q.k), a))).collect();
        if !pts.is_empty() {
            active.push(Series { label: p.policy.clone(), color: i, style: Style::Points, points: pts });
        }
    }
    let ks: Vec<u32> = s.policies.first().map(|p| p.points.iter().map(|q| q.k).collect()).unwrap_or_default();
    active.push(Series {
        label: "32/k".into(),
        color: 5,
        style: Style::Line,
        points: ks.iter().map(|&k| (f64::from(k), 32.0 / f64::from(k))).collect(),
    });
    let mut occ = Vec::new();
    for (i, p) in s.policies.iter().enumerate() {
        let pts: Vec<(f64, f64)> = s
            .occupancy
            .iter()
            .filter(|o| o.policy == p.policy)
            .map(|o| (f64::from(o.warps), o.ratio))
            .collect();
        if !pts.is_empty() {
            occ.push(Series { label: p.policy.clone(), color: i, style: Style::Line, points: pts.clone() });
            occ.push(Series { label: String::new(), color: i, style: Style::Points, points: pts });
        }
    }
    let (klo, khi) = s.occupancy.first().map_or((1, 32), |o| (o.k_min, o.k_max));
    vec![
        Chart {
            name: "tk".into(),
            title: format!("T(k) for k-way divergence ({dev})"),
            x_label: "k (paths per warp)".into(),
            y_label: if dev == "cuda" { "clock64 cycles".into() } else { "cycles".into() },
            series: tk,
            y_from_zero: true,
            legend: SeriesLabelPosition::UpperLeft,
        },
        Chart {
            name: "active".into(),
            title: format!("Active threads per issued instruction ({dev})"),
            x_label: "k (paths per warp)".into(),
            y_label: "active threads / instruction".into(),
            series: active,
            y_from_zero: true,
            legend: SeriesLabelPosition::UpperRight,
        },
        Chart {
            name: "occupancy".into(),
            title: format!("T(k={khi}) / T(k={klo}) against resident warps ({dev})"),
            x_label: "resident warps per SM".into(),
            y_label: format!("T({khi}) / T({klo})"),
            series: occ,
            y_from_zero: true,
            legend: SeriesLabelPosition::LowerRight,
        },
    ]
}

/// The plots of a study (`tk`, `active`, `occupancy`); the `active` plot has only the `32/k` line
/// when the back end does not count instructions.
pub fn plots(s: &Study) -> Result<Vec<Plot>, PlotError> {
    register_font()?;
    charts(s).iter().map(render).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two identical point series (ipdom and its coincide in the study) over integer data.
    fn coinciding() -> Chart {
        let pts: Vec<(f64, f64)> =
            [1u32, 2, 4, 8, 16, 32].iter().map(|&k| (k as f64, 350_000.0 + 11_000.0 * k as f64)).collect();
        Chart {
            name: "t".into(),
            title: "T(k)".into(),
            x_label: "k".into(),
            y_label: "cycles".into(),
            series: vec![
                Series { label: "ipdom".into(), color: 0, style: Style::Points, points: pts.clone() },
                Series { label: "its".into(), color: 1, style: Style::Points, points: pts },
            ],
            y_from_zero: false,
            legend: SeriesLabelPosition::UpperLeft,
        }
    }

    /// The texts of the SVG's `<text>` elements.
    fn texts(svg: &str) -> Vec<String> {
        svg.split("<text")
            .skip(1)
            .filter_map(|t| Some(t[t.find('>')? + 1..t.find("</text>")?].trim().to_string()))
            .collect()
    }

    #[test]
    fn integer_axes_have_integer_ticks() {
        register_font().unwrap();
        let p = render(&coinciding()).unwrap();
        let numbers: Vec<String> = texts(&p.svg)
            .into_iter()
            .filter(|t| t.chars().all(|c| c.is_ascii_digit() || c == '.' || c == '-'))
            .collect();
        assert!(numbers.len() >= 6, "tick labels: {numbers:?}");
        for t in &numbers {
            assert!(!t.contains('.'), "tick {t:?} of an integer axis");
        }
        assert!(numbers.iter().any(|t| t.parse::<u64>().is_ok_and(|v| v >= 350_000)), "{numbers:?}");
        assert_eq!(tick(350_000.0, true), "350000");
        assert_eq!(tick(2.5, false), "2.5");
        assert_eq!(tick(0.125, false), "0.125");
    }

    #[test]
    fn coinciding_series_get_different_markers() {
        let c = coinciding();
        let m = markers(&c.series);
        assert_ne!(m[0], m[1]);
        register_font().unwrap();
        let p = render(&c).unwrap();
        // Series 0: filled dots of radius 3; series 1: rings of radius 6, unfilled, drawn on top.
        let circles: Vec<&str> = p.svg.split("<circle").skip(1).collect();
        let dots = circles.iter().filter(|c| c.contains("r=\"3\"")).count();
        let rings = circles.iter().filter(|c| c.contains("r=\"6\"") && c.contains("fill=\"none\"")).count();
        assert!(dots >= 6 && rings >= 6, "{dots} dots, {rings} rings");
        if let Ok(dir) = std::env::var("WARPFLOW_PLOT_PNG") {
            std::fs::write(std::path::Path::new(&dir).join("coinciding.png"), &p.png).unwrap();
            std::fs::write(std::path::Path::new(&dir).join("coinciding.svg"), &p.svg).unwrap();
        }
    }
}
