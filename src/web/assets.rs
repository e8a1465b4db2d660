//! The static files, served from memory. A path with the content's hash never
//! changes, so browsers keep it a year; a plain path is checked again after five
//! minutes.

use super::Site;
use actix_web::http::header;
use actix_web::{HttpResponse, web};
use std::borrow::Cow;

const HASHED: &str = "public, max-age=31536000, immutable";
const PLAIN: &str = "public, max-age=300";

pub async fn serve(app: web::Data<Site>, path: web::Path<String>) -> HttpResponse {
    match app.assets.lookup(&path) {
        Some((asset, hashed)) => {
            let body = match &asset.bytes {
                Cow::Borrowed(bytes) => web::Bytes::from_static(bytes),
                Cow::Owned(bytes) => web::Bytes::copy_from_slice(bytes),
            };
            HttpResponse::Ok()
                .insert_header((header::CONTENT_TYPE, asset.content_type))
                .insert_header((header::CACHE_CONTROL, if hashed { HASHED } else { PLAIN }))
                .body(body)
        }
        None => HttpResponse::NotFound().finish(),
    }
}
