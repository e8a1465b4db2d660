//! The static files, served from memory.

use super::Site;
use actix_web::http::header;
use actix_web::{HttpResponse, web};

pub async fn serve(app: web::Data<Site>, path: web::Path<String>) -> HttpResponse {
    match app.assets.get(&path) {
        Some((ctype, bytes)) => HttpResponse::Ok()
            .insert_header((header::CONTENT_TYPE, *ctype))
            .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
            .body(bytes.clone()),
        None => HttpResponse::NotFound().finish(),
    }
}
