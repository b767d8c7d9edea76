// Fuzzes the JPEG decoder (libjpeg-turbo through TurboJPEG, and the checks around it): images come from
// apps' resources and from whoever supplies them. No input may trap, leak, or make the decoder allocate
// for a size beyond the limits; every error is one short line; a decoded image has the size it claims.
import FaceplateGraphics
import FaceplateJPEG
import FuzzSupport

FuzzDriver.run { data, size in
    let bytes = FuzzDriver.bytes(data, size)
    do {
        let image = try JPEG.decode(bytes, name: "fuzz.jpg")
        guard image.width * image.height <= JPEG.maximumPixelCount, image.pixels.count == image.width * image.height * 4 else {
            FuzzDriver.fail("decoded a \(image.width)x\(image.height) image beyond the limits")
        }
    } catch {
        FuzzDriver.check(message: "\(error)")
    }
    return 0
}
